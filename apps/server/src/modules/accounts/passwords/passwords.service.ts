import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { PASSWORD_ANSWER_MESSAGES } from '@gym/contracts/passwords';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { badRequest, notFound, unauthorized } from '../../../lib/app-error';
import type { PasswordHasher } from '../../../lib/passwords';
import type { Mailer } from '../../../providers/mail';
import { PasswordTokens } from '../password-tokens';
import type { TokenService } from '../../../lib/tokens';
import { issueMemberToken } from '../auth';
import type { ClubsService } from '../../club/clubs';
import type { UsersRepository } from '../users';
import { PasswordsRepository } from './passwords.repository';
import { resetPasswordMail } from './reset-password-mail';

export interface PasswordsDependencies {
  db: Database;
  users: UsersRepository;
  /** For the fresh member token a change answers (the favourite club is one of its claims). */
  clubs: ClubsService;
  tokens: TokenService;
  mailer: Mailer;
  config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
  hasher: PasswordHasher;
  /** The clock the links' lifetimes count from; tests move it. */
  now?: () => Date;
}

/** Forgotten passwords (a link by e-mail), a new member's first password and a signed-in member's change. */
export class PasswordsService {
  constructor(private readonly deps: PasswordsDependencies) {}

  private tokens(db: Database = this.deps.db) {
    return new PasswordTokens(db, this.deps.now);
  }

  /**
   * Sends the reset e-mail: a single-use link (one hour) for every account with the address, since a family
   * shares one. The links are made in one transaction; the e-mail goes out after it.
   */
  async requestReset(email: string): Promise<{ success: true }> {
    const { db, users, mailer, config } = this.deps;
    const accounts = await users.findByEmail(email);
    if (accounts.length === 0) throw notFound(PASSWORD_ANSWER_MESSAGES.resetEmailNotFound);
    const links = await db.transaction(async (tx) => {
      const made = [];
      for (const account of accounts) {
        const token = await this.tokens(tx).create(account.id, 'reset-password');
        made.push({
          firstName: account.firstName,
          memberNumber: account.memberNumber,
          url: `${config.PUBLIC_URL}/new_password?token=${encodeURIComponent(token)}`,
        });
      }
      return made;
    });
    await mailer.send(
      await resetPasswordMail({
        // The account's language, not the browser's that asked (docs/decisions/0039); a family's first account's.
        locale: accounts[0]!.locale,
        brandName: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        to: accounts[0]!.email,
        links,
      }),
    );
    return { success: true };
  }

  /**
   * Sets the password of the account a reset link or a new member's set-password link names (the same page
   * serves both). The link is used up and the password stored in one transaction: both happen or neither.
   * Every member token of the account ends with it (its session version goes up): a reset is how a member
   * whose session was stolen takes the account back.
   */
  async resetPassword(resetToken: string, password: string): Promise<{ success: true }> {
    // Hashed before the transaction, so argon2's time is not spent holding it open.
    const passwordHash = await this.deps.hasher.hash(password);
    const changed = await this.deps.db.transaction(async (tx) => {
      const tokens = this.tokens(tx);
      const userId =
        (await tokens.consume(resetToken, 'reset-password')) ?? (await tokens.consume(resetToken, 'set-password'));
      return userId ? new PasswordsRepository(tx).setPasswordHash(userId, passwordHash) : undefined;
    });
    if (!changed) throw linkExpired();
    return { success: true };
  }

  /**
   * The signed-in member's change: the old password must be theirs. It ends every member token of the account,
   * this one too, so the answer carries a fresh token (with the new session version) for the member's own tab.
   */
  async updatePassword(userId: string, oldPassword: string, password: string) {
    const stored = await new PasswordsRepository(this.deps.db).passwordHashOf(userId);
    if (stored === undefined) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    if (!stored || !(await this.deps.hasher.verify(stored, oldPassword))) {
      throw badRequest(PASSWORD_ANSWER_MESSAGES.oldPasswordWrong, [
        { field: 'oldPassword', message: PASSWORD_ANSWER_MESSAGES.oldPasswordWrong },
      ]);
    }
    const passwordHash = await this.deps.hasher.hash(password);
    const account = await this.deps.db.transaction((tx) =>
      new PasswordsRepository(tx).setPasswordHash(userId, passwordHash),
    );
    if (!account) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
    const session = await issueMemberToken(account, this.deps.clubs, this.deps.tokens);
    return { ...session, message: PASSWORD_ANSWER_MESSAGES.updated };
  }
}

const linkExpired = () =>
  badRequest(PASSWORD_ANSWER_MESSAGES.linkExpired, [
    { field: 'resetToken', message: PASSWORD_ANSWER_MESSAGES.linkExpired },
  ]);
