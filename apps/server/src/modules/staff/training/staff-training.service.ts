import Papa from 'papaparse';
import type { UserRole } from '@gym/contracts/auth';
import { formatCurrency } from '@gym/contracts/money';
import { PERSONAL_TRAINING_MESSAGES, type TrainingSession } from '@gym/contracts/personal-training';
import {
  type ClubTraining,
  type PackRefund,
  type PackRefundBody,
  type RefundablePack,
  STAFF_TRAINING_MESSAGES,
  type SetOffersBody,
  type StaffBookTrainingBody,
} from '@gym/contracts/staff-training';
import { type OwnTrainerProfile, TRAINER_MESSAGES } from '@gym/contracts/trainers';
import type { Database } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { UsersRepository } from '../../accounts/users';
import type { RefundsService } from '../../membership/changes';
import { LEDGER_KEYS, refundsLedger } from '../../membership/ledger';
import { refundCents } from '../../training/packs';
import type { TrainingDomain } from '../../training/training.domain';
import { recordAudit } from '../audit';
import type { StaffScopes } from '../scope';

type Account = { id: string; role: UserRole };

/**
 * Personal training in the console (issue 30 point 6, docs/decisions/0053), through the training domain's own
 * services: every action checks the account's clubs and writes its audit row in the action's transaction.
 */
export class StaffTrainingService {
  constructor(
    private readonly deps: {
      db: Database;
      scopes: StaffScopes;
      training: Pick<TrainingDomain, 'trainers' | 'packs' | 'sessions'>;
      refunds: RefundsService;
      users: UsersRepository;
      clock: Clock;
    },
  ) {}

  /** Every trainer of the club and their sessions for some days. */
  async calendar(account: Account, clubId: string, from: string | undefined, days = 7): Promise<ClubTraining> {
    await this.deps.scopes.requireClub(account, clubId);
    const [calendar, trainers] = await Promise.all([
      this.deps.training.sessions.clubCalendar(clubId, from, days),
      this.deps.training.trainers.list({ clubId }),
    ]);
    return {
      clubId,
      timeZone: calendar.club.timeZone,
      from: calendar.from,
      days,
      trainers: trainers.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })),
      sessions: calendar.sessions,
    };
  }

  /** Trainers' profile changes waiting for a manager of one of their clubs. */
  async changes(account: Account): Promise<OwnTrainerProfile[]> {
    const scope = await this.deps.scopes.of(account);
    return this.deps.training.trainers.waiting(scope.allClubs ? undefined : scope.clubIds);
  }

  async approve(account: Account, trainerId: string): Promise<OwnTrainerProfile> {
    const scope = await this.deps.scopes.of(account);
    const trainer = await this.deps.training.trainers.record(trainerId);
    const clubId = trainer.clubs.find((club) => scope.allClubs || scope.clubIds.includes(club.clubId))?.clubId;
    if (!clubId) throw notFound(TRAINER_MESSAGES.trainerNotFound);
    await this.deps.db.transaction(async (tx) => {
      const approved = await this.deps.training.trainers.approve(tx, trainerId);
      await recordAudit(tx, {
        actorId: account.id,
        action: 'trainer.profile-approved',
        subjectId: trainerId,
        clubId,
        before: { bio: trainer.bio, specialities: trainer.specialities, languages: trainer.languages },
        after: { ...approved },
      });
    });
    return this.deps.training.trainers.own(trainerId);
  }

  /** The club's offers, withdrawn ones too. */
  async offers(account: Account, clubId: string) {
    await this.deps.scopes.requireClub(account, clubId);
    return this.deps.training.packs.allOffers(clubId);
  }

  /** The director's prices for a club's packs (the route lets only the director in). */
  async setOffers(account: Account, clubId: string, body: SetOffersBody) {
    await this.deps.scopes.requireClub(account, clubId);
    const keys = body.offers.map((offer) => `${offer.sessions}:${offer.minutes}:${offer.intro}`);
    if (new Set(keys).size !== keys.length) throw badRequest(STAFF_TRAINING_MESSAGES.offersDuplicate);
    await this.deps.db.transaction(async (tx) => {
      const before = await this.deps.training.packs.setOffers(tx, clubId, body.offers);
      await recordAudit(tx, {
        actorId: account.id,
        action: 'training.prices-changed',
        clubId,
        before: { offers: before },
        after: { offers: body.offers },
      });
    });
    return this.deps.training.packs.allOffers(clubId);
  }

  /** Books a member's session with one of their packs, as they would. */
  async book(account: Account, clubId: string, body: StaffBookTrainingBody): Promise<TrainingSession> {
    await this.deps.scopes.requireClub(account, clubId);
    const member = await this.deps.users.findByMemberNumber(String(body.memberNumber));
    if (!member || member.role !== 'member') throw notFound(STAFF_TRAINING_MESSAGES.memberNotFound);
    const { memberNumber: _number, ...booking } = body;
    return this.deps.training.sessions.book(member.id, { ...booking, clubId }, (tx, session) =>
      recordAudit(tx, {
        actorId: account.id,
        action: 'training.session-booked',
        subjectId: member.id,
        clubId,
        after: { sessionId: session.id, trainerId: session.trainerId, startsAt: session.startsAt.toISOString() },
      }),
    );
  }

  async move(account: Account, sessionId: string, startsAt: Date): Promise<TrainingSession> {
    const session = await this.deps.training.sessions.view(sessionId);
    if (!session) throw notFound(PERSONAL_TRAINING_MESSAGES.sessionNotFound);
    await this.deps.scopes.requireClub(account, session.clubId);
    return this.deps.training.sessions.move(sessionId, startsAt, (tx, before, after) =>
      recordAudit(tx, {
        actorId: account.id,
        action: 'training.session-moved',
        subjectId: before.userId,
        clubId: before.clubId,
        before: { sessionId, startsAt: before.startsAt.toISOString() },
        after: { sessionId, startsAt: after.startsAt.toISOString() },
      }),
    );
  }

  /** A pack of a member of the account's clubs, as the refund dialog shows it before confirming. */
  async pack(account: Account, packId: string): Promise<RefundablePack> {
    const clubId = await this.deps.training.packs.clubOf(packId);
    if (!clubId) throw notFound(STAFF_TRAINING_MESSAGES.packNotFound);
    await this.deps.scopes.requireClub(account, clubId);
    const pack = await this.deps.training.packs.get(packId);
    const refundable = pack.status === 'active' && pack.priceCents > 0 ? pack.left : 0;
    return { ...pack, refundCents: Array.from({ length: refundable }, (_, index) => refundCents(pack, index + 1)) };
  }

  /**
   * Refunds unused sessions of a pack, in part, exactly once per request key: the refund is recorded pending with the
   * sessions reserved off the pack and the audit row (one transaction, under the pack's lock), then asked of the
   * provider with its own key through the refunds' service (and reconciler). A refused refund gives the sessions
   * back to the pack, once.
   */
  async refundPack(account: Account, packId: string, requestKey: string, body: PackRefundBody): Promise<PackRefund> {
    const { db, training, refunds, clock } = this.deps;
    const providerKey = LEDGER_KEYS.trainingPackRefund(packId, requestKey);
    // The scope first, outside the transaction (PGlite has one connection: the transaction holds it).
    const owned = await training.packs.clubOf(packId);
    if (!owned) throw notFound(STAFF_TRAINING_MESSAGES.packNotFound);
    await this.deps.scopes.requireClub(account, owned);
    const refundId = await db.transaction(async (tx) => {
      // The pack's lock first: the same request sent twice at once finds the first one's refund after it.
      await training.packs.lock(tx, packId);
      const [existing] = await refundsLedger.byKey(tx, providerKey);
      if (existing) return existing.id;
      const reserved = await training.packs.reserveRefund(tx, packId, body.sessions);
      if (reserved.kind === 'not_found') throw notFound(STAFF_TRAINING_MESSAGES.packNotFound);
      if (reserved.kind === 'too_many') throw new AppError('CONFLICT', STAFF_TRAINING_MESSAGES.tooManySessions);
      const { pack, charge } = reserved;
      const amountCents = refundCents(pack, body.sessions);
      const [refund] = await refundsLedger.record(tx, [
        {
          userId: pack.userId,
          chargeId: charge.id,
          requestedBy: account.id,
          providerKey,
          amountCents,
          reason: body.reason,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        },
      ]);
      await training.packs.noteRefund(tx, { refundId: refund!.id, packId, sessions: body.sessions });
      await recordAudit(tx, {
        actorId: account.id,
        action: 'training.pack-refunded',
        subjectId: pack.userId,
        clubId: pack.clubId,
        reason: body.reason,
        before: { packId, sessions: pack.sessions, used: pack.used, refunded: pack.refunded },
        after: {
          packId,
          refundId: refund!.id,
          sessions: body.sessions,
          amountCents,
          amount: formatCurrency(amountCents),
        },
      });
      return refund!.id;
    });
    await refunds.refundNow(refundId);
    await training.packs.releaseFailedRefunds();
    const settled = await training.packs.packRefund(refundId);
    if (!settled) throw new Error(`pack refund ${refundId} vanished`);
    return { refundId, ...settled };
  }

  /** The month's payroll of the club's trainers as CSV (sessions delivered, no-shows, late cancels, revenue). */
  async payrollCsv(account: Account, clubId: string, month: string): Promise<string> {
    await this.deps.scopes.requireClub(account, clubId);
    const rows = await this.deps.training.sessions.payroll(clubId, month);
    // As the dashboard's export: RFC 4180 with CRLF, and a cell a spreadsheet would run as a formula escaped.
    return Papa.unparse(
      {
        fields: ['month', 'club', 'trainer', 'delivered', 'no_shows', 'late_cancels', 'revenue'],
        data: rows.map((row) => [
          month,
          clubId,
          `${row.firstName} ${row.lastName}`,
          row.delivered,
          row.noShows,
          row.lateCancels,
          (row.revenueCents / 100).toFixed(2),
        ]),
      },
      { escapeFormulae: true, newline: '\r\n' },
    );
  }
}
