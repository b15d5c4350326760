import { eq } from 'drizzle-orm';
import type { UserRole } from '@gym/contracts/auth';
import {
  PRIVACY_DELETION_OUTCOME,
  PRIVACY_MESSAGES,
  PRIVACY_RESPONSE_DAYS,
  type PrivacyRequest,
  type StaffPrivacyRequest,
} from '@gym/contracts/privacy';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import { clubDateTime } from '../../../lib/club-date';
import { formatDay } from '../../../providers/documents/format';
import type { Mailer } from '../../../providers/mail';
import type { FileStorage } from '../../../providers/storage';
import { recordAudit } from '../../staff/audit';
import { type StaffScopes, coversClub } from '../../staff/scope';
import { deletionReceivedMail } from './deletion-received-mail';
import type { ListedRequest, PrivacyRequestRow, PrivacyRequestsRepository } from './privacy-requests.repository';

const DAY_MS = 86_400_000;

export interface PrivacyRequestsDeps {
  db: Database;
  repository: PrivacyRequestsRepository;
  scopes: StaffScopes;
  mailer: Mailer;
  storage: FileStorage;
  clock: Clock;
  config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
  log: { warn: (object: object, message: string) => void };
  /** The classes domain's bookings: a place ended by the club (no strike), a freed place passed to the waitlist. */
  classPlaces: { endByClub(tx: Database, bookingId: string): Promise<unknown> };
  /** Personal training: the member's sessions to come cancelled, back in the pack, the trainer told. */
  trainingSessions: { cancelUpcomingOf(tx: Database, userId: string): Promise<number> };
}

interface Account {
  id: string;
  role: UserRole;
}

function memberView(row: PrivacyRequestRow): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * A member's deletion request under the CPRA and its completion in the console (docs/decisions/0054). The request
 * is recorded once (one open per member: asking again answers the open one and e-mails nothing), due 45 days after
 * it was received. Completing it anonymises the account, ends its sessions and its membership, records the outcome
 * and the audit row in one transaction, then deletes the files; completing it again changes nothing.
 */
export class PrivacyRequestsService {
  constructor(private readonly deps: PrivacyRequestsDeps) {}

  async mine(member: Account): Promise<PrivacyRequest | null> {
    const row = await this.deps.repository.latest(member.id, 'deletion');
    return row ? memberView(row) : null;
  }

  async requestDeletion(member: Account): Promise<PrivacyRequest> {
    if (member.role !== 'member') throw new AppError('FORBIDDEN', PRIVACY_MESSAGES.notAMember);
    const { db, repository, clock } = this.deps;
    const [account] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        memberNumber: users.memberNumber,
        homeClubId: users.homeClubId,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.id, member.id));
    if (!account) throw new AppError('FORBIDDEN', PRIVACY_MESSAGES.notAMember);
    const now = clock.now();
    const made = await db.transaction(async (tx) => {
      const row = await repository.add(tx, {
        userId: member.id,
        kind: 'deletion',
        memberName: `${account.firstName} ${account.lastName}`,
        memberNumber: account.memberNumber,
        clubId: account.homeClubId,
        receivedAt: now,
        dueAt: new Date(now.getTime() + PRIVACY_RESPONSE_DAYS * DAY_MS),
      });
      if (row) {
        await recordAudit(tx, {
          actorId: member.id,
          action: 'privacy.deletion-requested',
          subjectId: member.id,
          clubId: account.homeClubId,
          after: { requestId: row.id, dueAt: row.dueAt.toISOString() },
        });
      }
      return row;
    });
    if (!made) {
      // Already asked: the open request stands, and the member was told when it was received.
      const open = await repository.latest(member.id, 'deletion');
      return memberView(open!);
    }
    const { config } = this.deps;
    await this.deps.mailer.send(
      await deletionReceivedMail({
        locale: account.locale,
        brandName: config.BRAND_NAME,
        supportEmail: config.SUPPORT_EMAIL,
        to: account.email,
        firstName: account.firstName,
        dueDay: formatDay(made.dueAt, account.locale),
        noticeUrl: `${config.PUBLIC_URL}/privacy`,
      }),
    );
    return memberView(made);
  }

  async list(account: Account): Promise<{ open: StaffPrivacyRequest[]; completed: StaffPrivacyRequest[] }> {
    const scope = await this.deps.scopes.of(account);
    const { open, completed } = await this.deps.repository.list(scope.allClubs ? null : scope.clubIds);
    const now = this.deps.clock.now();
    return {
      open: open.map((row) => this.staffView(row, now)),
      completed: completed.map((row) => this.staffView(row, now)),
    };
  }

  async complete(account: Account, requestId: string): Promise<StaffPrivacyRequest> {
    const { db, repository, clock, scopes } = this.deps;
    // Scope first, outside the transaction (PGlite has one connection): another club's request is a 404.
    const scope = await scopes.of(account);
    const found = await repository.byId(requestId);
    if (!found || !coversClub(scope, found.clubId)) throw notFound(PRIVACY_MESSAGES.requestNotFound);
    const now = clock.now();
    const today = clubDateTime(now).slice(0, 10);
    const files = await db.transaction(async (tx) => {
      const open = await repository.lockOpen(tx, requestId);
      // Completed already (by another manager a moment ago, or before): nothing more to do.
      if (!open) return null;
      const { files } = await repository.anonymise(tx, open.userId, today, now);
      // Their places to come are freed for others (after the anonymisation: what others are told names no one).
      for (const bookingId of await repository.classPlacesAhead(tx, open.userId, now)) {
        await this.deps.classPlaces.endByClub(tx, bookingId);
      }
      await this.deps.trainingSessions.cancelUpcomingOf(tx, open.userId);
      await repository.markCompleted(tx, open.id, {
        completedAt: now,
        completedBy: account.id,
        outcome: PRIVACY_DELETION_OUTCOME,
      });
      await recordAudit(tx, {
        actorId: account.id,
        action: 'privacy.deletion-completed',
        subjectId: open.userId,
        clubId: open.clubId,
        reason: PRIVACY_DELETION_OUTCOME,
        after: { requestId: open.id, dueAt: open.dueAt.toISOString(), filesRemoved: files.length },
      });
      return files;
    });
    // The files go once the anonymisation is committed; one that fails to go is logged, not the request undone.
    for (const key of files ?? []) {
      await this.deps.storage.delete(key).catch((error: unknown) => {
        this.deps.log.warn({ err: error, key }, 'privacy deletion: a file could not be deleted');
      });
    }
    return this.staffView((await repository.listed(requestId))!, clock.now());
  }

  private staffView(row: ListedRequest, now: Date): StaffPrivacyRequest {
    return {
      id: row.id,
      kind: row.kind,
      memberId: row.userId,
      memberNumber: row.memberNumber,
      memberName: row.memberName,
      clubId: row.clubId,
      receivedAt: row.receivedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      daysLeft: row.completedAt ? null : Math.ceil((row.dueAt.getTime() - now.getTime()) / DAY_MS),
      completedAt: row.completedAt?.toISOString() ?? null,
      completedByName: row.completedByName,
      outcome: row.outcome,
    };
  }
}
