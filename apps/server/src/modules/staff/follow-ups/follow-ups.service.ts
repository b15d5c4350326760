import { eq } from 'drizzle-orm';
import type { UserRole } from '@gym/contracts/auth';
import { RESUME_QUERY_PARAM } from '@gym/contracts/signup-resume';
import {
  type AbandonedSignup,
  FOLLOW_UP_DAYS,
  FOLLOW_UP_MESSAGES,
  type FollowUpMark,
  type PastDueMember,
} from '@gym/contracts/staff-follow-ups';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { clubs } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { Mailer } from '../../../providers/mail';
import { ResumeTokens } from '../../signup/resume';
import type { StaffScopes } from '../scope';
import type { AbandonedSignupsRepository } from './abandoned-signups.repository';
import { recordMark } from './follow-up-marks';
import { abandonedSignupOf, pastDueMemberOf } from './follow-ups-view';
import type { PastDueRepository } from './past-due.repository';
import { reminderMail } from './reminder-mail';

type Account = { id: string; role: UserRole };

export interface FollowUpsDeps {
  db: Database;
  scopes: StaffScopes;
  signups: AbandonedSignupsRepository;
  pastDue: PastDueRepository;
  mailer: Mailer;
  clock: Clock;
  config: Pick<
    Config,
    'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'BILLING_RETRY_DAYS' | 'ABANDONED_SIGNUP_AFTER_MINUTES'
  >;
}

const HOUR_MS = 3_600_000;

/** The follow-ups page (docs/decisions/0034): its two lists, the reminder and the marks, within the account's clubs. */
export class FollowUpsService {
  constructor(private readonly deps: FollowUpsDeps) {}

  /** The clubs a list covers: the one asked for (403 if not the account's), else all of the account's. */
  private async clubsOf(account: Account, clubId: string | undefined): Promise<string[] | null> {
    if (clubId) {
      await this.deps.scopes.requireClub(account, clubId);
      return [clubId];
    }
    const scope = await this.deps.scopes.of(account);
    return scope.allClubs ? null : scope.clubIds;
  }

  async abandonedSignups(account: Account, query: { clubId?: string; days?: string }): Promise<AbandonedSignup[]> {
    const days = query.days === undefined ? FOLLOW_UP_DAYS.default : Number(query.days);
    if (days < 1 || days > FOLLOW_UP_DAYS.max) {
      throw badRequest(FOLLOW_UP_MESSAGES.daysInvalid, [{ field: 'days', message: FOLLOW_UP_MESSAGES.daysInvalid }]);
    }
    const now = this.deps.clock.now().getTime();
    const rows = await this.deps.signups.list({
      clubIds: await this.clubsOf(account, query.clubId),
      activeAfter: new Date(now - days * 24 * HOUR_MS),
      idleSince: new Date(now - this.deps.config.ABANDONED_SIGNUP_AFTER_MINUTES * 60_000),
    });
    return rows.map(abandonedSignupOf);
  }

  async pastDueMembers(account: Account, query: { clubId?: string }): Promise<PastDueMember[]> {
    const rows = await this.deps.pastDue.list(await this.clubsOf(account, query.clubId));
    const today = this.deps.clock.now();
    return rows.map((row) => pastDueMemberOf(row, today, this.deps.config.BILLING_RETRY_DAYS));
  }

  /** A sign-up of the account's clubs, or 404 as if it did not exist. */
  private async signupOf(account: Account, signupId: string) {
    const scope = await this.deps.scopes.of(account);
    const row = await this.deps.signups.find(signupId, scope.allClubs ? null : scope.clubIds);
    if (!row) throw notFound(FOLLOW_UP_MESSAGES.noSignup);
    if (abandonedSignupOf(row).stepReached === 'Congratulation!') {
      throw new AppError('CONFLICT', FOLLOW_UP_MESSAGES.finished);
    }
    return row;
  }

  /**
   * E-mails the visitor a single-use link back into their sign-up. The token, the mark and the audit row are one
   * transaction; the e-mail goes after it commits (the outbox writes in a transaction of its own), so a failed
   * send leaves a mark whose link nobody received, and the staff send again.
   */
  async sendReminder(account: Account, signupId: string): Promise<FollowUpMark> {
    const { db, mailer, clock, config } = this.deps;
    const row = await this.signupOf(account, signupId);
    if (!row.email) throw new AppError('CONFLICT', FOLLOW_UP_MESSAGES.noEmail);
    const now = clock.now();
    const { mark, token } = await db.transaction(async (tx) => {
      const token = await ResumeTokens.create(tx, { trackingId: row.id, sentBy: account.id, now });
      const mark = await recordMark(tx, {
        kind: 'reminder-sent',
        actorId: account.id,
        clubId: row.club_id,
        now,
        signupId: row.id,
        about: { signupId: row.id, email: row.email },
      });
      return { mark, token };
    });
    const [club] = await db.select().from(clubs).where(eq(clubs.id, row.club_id));
    const view = abandonedSignupOf(row);
    await mailer.send(
      await reminderMail({
        // The language the sign-up ran in: the visitor has no account yet (docs/decisions/0039).
        locale: row.locale,
        brandName: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        to: row.email,
        firstName: view.firstName,
        club: { displayName: club!.displayName, street: club!.street, city: club!.city },
        url: `${config.PUBLIC_URL}/${row.club_slug}?${RESUME_QUERY_PARAM}=${encodeURIComponent(token)}`,
      }),
    );
    return mark;
  }

  async markSignupContacted(account: Account, signupId: string): Promise<FollowUpMark> {
    const row = await this.signupOf(account, signupId);
    const now = this.deps.clock.now();
    return this.deps.db.transaction((tx) =>
      recordMark(tx, {
        kind: 'contacted',
        actorId: account.id,
        clubId: row.club_id,
        now,
        signupId: row.id,
        about: { signupId: row.id, email: row.email },
      }),
    );
  }

  async markMemberContacted(account: Account, memberId: string): Promise<FollowUpMark> {
    const scope = await this.deps.scopes.of(account);
    const row = await this.deps.pastDue.find(memberId, scope.allClubs ? null : scope.clubIds);
    if (!row) throw notFound(FOLLOW_UP_MESSAGES.noMember);
    const now = this.deps.clock.now();
    return this.deps.db.transaction((tx) =>
      recordMark(tx, {
        kind: 'contacted',
        actorId: account.id,
        clubId: row.club_id,
        now,
        memberId: row.id,
        about: { billingStatus: row.billing_status, pastDueSince: row.past_due_since, amountDueCents: row.due_cents },
      }),
    );
  }
}
