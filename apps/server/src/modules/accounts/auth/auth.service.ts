import { randomUUID } from 'node:crypto';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { badRequest, notFound, unauthorized } from '../../../lib/app-error';
import type { PasswordHasher } from '../../../lib/passwords';
import type { TokenService } from '../../../lib/tokens';
import { endCheckInSecret } from '../check-in-codes';
import type { ClubsService } from '../../club/clubs';
import type { UserRow, UsersRepository } from '../users';
import { issueMemberToken } from './session-user';

/** Sign-in, the family check, the favourite club, the status check and signing out everywhere. */
export class AuthService {
  /** Verified against when there is no account, so a wrong e-mail costs the time a wrong password costs. */
  private noAccountHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly clubs: ClubsService,
    private readonly tokens: TokenService,
    private readonly passwords: PasswordHasher,
  ) {}

  /** A family shares one e-mail: more than one account has it. */
  async isFamily(email: string): Promise<boolean> {
    return (await this.users.findByEmail(email)).length > 1;
  }

  /**
   * The account the e-mail (and, for a family, the member number) names, if the password is its own.
   * Every failure is the same 404 text, so the answer never tells which part was wrong.
   */
  async signIn(email: string, password: string, idCA: string | undefined) {
    const accounts = await this.users.findByEmail(email);
    const family = accounts.length > 1;
    if (family && !idCA)
      throw badRequest(LOGIN_MESSAGES.clubIdRequired, [{ field: 'idCA', message: LOGIN_MESSAGES.clubIdRequired }]);
    const account = family || idCA ? accounts.find((row) => String(row.memberNumber) === idCA) : accounts[0];
    this.noAccountHash ??= this.passwords.hash(randomUUID());
    const valid = await this.passwords.verify(account?.passwordHash ?? (await this.noAccountHash), password);
    // A deactivated staff account gets the same answer: the form does not say which accounts exist.
    if (!account?.passwordHash || !valid || account.deactivatedAt) throw notFound(LOGIN_MESSAGES.incorrect);
    return issueMemberToken(account, this.clubs, this.tokens);
  }

  /** Makes a club the member's favourite (their home club) and answers with a token that carries it. */
  async setFavorite(userId: string, clubId: string) {
    const club = await this.clubs.requireClub(clubId);
    const [row] = await this.db
      .update(users)
      .set({ homeClubId: club.id, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return issueMemberToken(this.requireAccount(row), this.clubs, this.tokens);
  }

  /** The account's current status: a token whose account is gone is a 401 (the SPA logs out). */
  async checkStatus(userId: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    const account = this.requireAccount(row);
    return { success: true, data: { memberStatus: account.memberStatus, isAuth: true } };
  }

  /**
   * Ends every session of the account, the caller's too (its session version goes up: every token issued before
   * is refused, docs/decisions/0020), and its check-in secret with them (docs/decisions/0036), in one transaction.
   */
  async signOutEverywhere(userId: string): Promise<{ success: true }> {
    const ended = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (row) await endCheckInSecret(tx, userId);
      return row;
    });
    if (!ended) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    return { success: true };
  }

  private requireAccount(row: UserRow | undefined): UserRow {
    if (!row) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    return row;
  }
}
