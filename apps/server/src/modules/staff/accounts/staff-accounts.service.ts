import { MESSAGES } from '@gym/contracts/messages';
import {
  type CreateStaffAccountBody,
  STAFF_MESSAGES,
  type StaffAccount,
  type UpdateStaffAccountBody,
} from '@gym/contracts/staff';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { Mailer } from '../../../providers/mail';
import { PasswordTokens } from '../../accounts/password-tokens';
import { recordAudit } from '../audit';
import type { StaffAccountsRepository } from './staff-accounts.repository';
import { staffWelcomeMail } from './staff-welcome-mail';

export interface StaffAccountsDependencies {
  db: Database;
  accounts: StaffAccountsRepository;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
}

const assignment = (account: Pick<StaffAccount, 'role' | 'clubIds'>) => ({
  role: account.role,
  clubIds: account.clubIds,
});

/**
 * The director's staff accounts (docs/decisions/0032): make one for a role and clubs (it gets a set-password
 * e-mail), change its role or clubs, deactivate it. Each change and its audit entry are one transaction.
 */
export class StaffAccountsService {
  constructor(private readonly deps: StaffAccountsDependencies) {}

  list(): Promise<StaffAccount[]> {
    return this.deps.accounts.list();
  }

  private async requireClubs(clubIds: string[]): Promise<string[]> {
    const names = await this.deps.accounts.clubNames(clubIds);
    if (!names) throw badRequest(MESSAGES.clubDoesNotExist, [{ field: 'clubIds', message: MESSAGES.clubDoesNotExist }]);
    return names;
  }

  /** A front-desk or manager account the director may change: not their own, and not a director's. */
  private async requireChangeable(actorId: string, id: string): Promise<StaffAccount> {
    if (id === actorId) throw new AppError('CONFLICT', STAFF_MESSAGES.ownAccount);
    const account = await this.deps.accounts.find(id);
    if (!account || account.role === 'director') throw notFound(STAFF_MESSAGES.noStaffAccount);
    return account;
  }

  async create(actorId: string, body: CreateStaffAccountBody): Promise<StaffAccount> {
    const { db, accounts, mailer, clock, config } = this.deps;
    const clubIds = [...new Set(body.clubIds)];
    const clubNames = await this.requireClubs(clubIds);
    if (await accounts.emailInUse(body.email)) {
      throw new AppError('CONFLICT', STAFF_MESSAGES.emailTaken, [
        { field: 'email', message: STAFF_MESSAGES.emailTaken },
      ]);
    }
    const { id, token } = await db.transaction(async (tx) => {
      const created = await accounts.create(tx, { ...body, clubIds });
      const link = await new PasswordTokens(tx, () => clock.now()).create(created, 'set-password');
      await recordAudit(tx, {
        actorId,
        action: 'staff-account.created',
        subjectId: created,
        after: { email: body.email, ...assignment({ role: body.role, clubIds }) },
      });
      return { id: created, token: link };
    });
    await mailer.send(
      await staffWelcomeMail({
        brandName: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        to: body.email,
        firstName: body.firstName,
        role: body.role,
        clubNames,
        url: `${config.PUBLIC_URL}/new_password?token=${encodeURIComponent(token)}`,
      }),
    );
    return (await accounts.find(id))!;
  }

  async update(actorId: string, id: string, body: UpdateStaffAccountBody): Promise<StaffAccount> {
    const { db, accounts } = this.deps;
    const before = await this.requireChangeable(actorId, id);
    const clubIds = [...new Set(body.clubIds)];
    await this.requireClubs(clubIds);
    await db.transaction(async (tx) => {
      await accounts.assign(tx, id, body.role, clubIds);
      await recordAudit(tx, {
        actorId,
        action: 'staff-account.updated',
        subjectId: id,
        before: assignment(before),
        after: assignment({ role: body.role, clubIds }),
      });
    });
    return (await accounts.find(id))!;
  }

  async deactivate(actorId: string, id: string): Promise<StaffAccount> {
    const { db, accounts, clock } = this.deps;
    const before = await this.requireChangeable(actorId, id);
    if (before.active) {
      await db.transaction(async (tx) => {
        await accounts.deactivate(tx, id, clock.now());
        await recordAudit(tx, {
          actorId,
          action: 'staff-account.deactivated',
          subjectId: id,
          before: { active: true },
          after: { active: false },
        });
      });
    }
    return (await accounts.find(id))!;
  }
}
