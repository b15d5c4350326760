import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { checkInSecrets, users } from '../../../db/schema';

export interface StoredSecret {
  secret: string;
  issuedAt: Date;
}

const storedSecret = { secret: checkInSecrets.secret, issuedAt: checkInSecrets.issuedAt };

/**
 * Ends the account's check-in secret: every code computed from it, on any device, stops working, and the next
 * GET /membership/check-in-code makes a new one. Pass the transaction of the session version's bump, so that the
 * sessions and the codes end together (a sign-out everywhere, a password change or reset).
 */
export async function endCheckInSecret(tx: Database, userId: string): Promise<void> {
  await tx.delete(checkInSecrets).where(eq(checkInSecrets.userId, userId));
}

/** The members' check-in secrets. */
export class CheckInCodesRepository {
  constructor(private readonly db: Database) {}

  /** The member's secret, or undefined when they have none (never asked, or ended). */
  async secretOf(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ secret: checkInSecrets.secret })
      .from(checkInSecrets)
      .where(eq(checkInSecrets.userId, userId));
    return row?.secret;
  }

  /** The account's scan code and its secret, if it has one. Undefined when the account is gone. */
  async find(userId: string): Promise<{ scanCode: string; stored?: StoredSecret } | undefined> {
    const [row] = await this.db
      .select({ scanCode: users.scanCode, secret: checkInSecrets.secret, issuedAt: checkInSecrets.issuedAt })
      .from(users)
      .leftJoin(checkInSecrets, eq(checkInSecrets.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return undefined;
    const { scanCode, secret, issuedAt } = row;
    return { scanCode, stored: secret !== null && issuedAt !== null ? { secret, issuedAt } : undefined };
  }

  /**
   * Stores `secret` unless the member has one, and answers the one kept: in one statement, so two first asks at
   * once (two tabs, two instances) agree on one secret. The no-op update is what makes Postgres return the row
   * that won; DO NOTHING would return nothing to the loser.
   */
  async keepFirst(userId: string, secret: string, issuedAt: Date): Promise<StoredSecret> {
    const [row] = await this.db
      .insert(checkInSecrets)
      .values({ userId, secret, issuedAt })
      .onConflictDoUpdate({ target: checkInSecrets.userId, set: { userId } })
      .returning(storedSecret);
    if (!row) throw new Error('check-in secret upsert returned no row');
    return row;
  }

  /** Replaces the member's secret (or makes their first): the old one's codes stop at once. */
  async replace(userId: string, secret: string, issuedAt: Date): Promise<StoredSecret> {
    const [row] = await this.db
      .insert(checkInSecrets)
      .values({ userId, secret, issuedAt })
      .onConflictDoUpdate({ target: checkInSecrets.userId, set: { secret, issuedAt } })
      .returning(storedSecret);
    if (!row) throw new Error('check-in secret upsert returned no row');
    return row;
  }
}
