import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passwordTokens, users } from '../../../db/schema';
import { endCheckInSecret } from '../check-in-codes';
import type { UserRow } from '../users';

/** The password columns of an account. Give it a transaction to make its writes part of one. */
export class PasswordsRepository {
  constructor(private readonly db: Database) {}

  /** The account's stored hash: undefined when there is no such account, null when it never had a password. */
  async passwordHashOf(userId: string): Promise<string | null | undefined> {
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
    return row ? row.passwordHash : undefined;
  }

  /**
   * Stores the new hash, adds one to the session version (every member token issued before ends,
   * docs/decisions/0020), ends the check-in secret (a device that was signed in keeps no working code,
   * docs/decisions/0036) and ends every password link of the account still open: a link sent before the change
   * must not undo it. Several tables: call it with a transaction. Answers the account as stored now, or undefined
   * when there is no such account.
   */
  async setPasswordHash(userId: string, passwordHash: string): Promise<UserRow | undefined> {
    const [updated] = await this.db
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    await endCheckInSecret(this.db, userId);
    await this.db
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
    return updated;
  }
}
