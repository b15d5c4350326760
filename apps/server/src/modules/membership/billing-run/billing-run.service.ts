import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import { eq } from 'drizzle-orm';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import type { Database } from '../../../db/client';
import { memberships } from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { clubTodayIso } from '../../../lib/club-date';
import { type BillingProvider, BillingProviderError, BillingTimeoutError } from '../../../providers/billing';
import { nextBillingDay, periodOf } from './billing-calendar';
import type { AutopayAttempt, BillingRunRepository } from './billing-run.repository';
import type { BillingDayRepository } from './billing-day.repository';
import type {
  AutopayOutcomesRepository,
  DeclinedCharge,
  RecordedDecline,
  SucceededCharge,
} from './autopay-outcomes.repository';
import { insertNotices } from './member-standing';
import { noticeEndingFreezes } from './freeze-ending';
import { noticeAnniversaries } from './anniversary-notices';
import { applyPriceChanges } from './price-changes-step';
import { applyDuePlanChanges } from '../changes';
import { type DunningPolicy, cardRound, dueRetry, isScheduledRound, suspendsOnDecline } from './dunning';

/** What one billing run did, for the log, the command's output and the bench. */
export interface BillingRunReport {
  date: string;
  period: string;
  /** Passes run out and cancelled memberships past their last day. */
  membershipsEnded: number;
  duesPosted: number;
  /** Autopay attempts recorded: first rounds of the month and scheduled retries. */
  attemptsStarted: number;
  charged: number;
  chargedCents: number;
  declined: number;
  /** Attempts left pending (the provider did not answer): the next run asks again with the same key. */
  waiting: number;
  cardNotices: number;
}

export interface BillingRunOptions {
  /** Memberships per batch (one transaction each). */
  batchSize?: number;
  /** Provider calls in flight at once. */
  concurrency?: number;
}

/** The outcome of a new card tried on a past-due balance. */
export type CardRetryOutcome = 'paid' | 'declined' | 'pending' | 'nothing_due';

/**
 * The billing engine (docs/decisions/0027). A run for the clock's club day: ends the passes that ran out, posts
 * the month's dues, starts the month's autopay (and the scheduled retries that are due), charges every pending
 * autopay attempt through the provider outside any transaction, records each outcome (receipts, declines, past
 * due, suspension) and notes the cards that will not last to the next billing day. Every step is safe to repeat
 * and to run on several instances at once, so a run killed anywhere is finished by the next one.
 */
export class BillingRunService {
  private readonly batchSize: number;
  private readonly concurrency: number;

  constructor(
    private readonly deps: {
      /** For the steps of other modules that the run takes (each a function of the database and the day). */
      db: Database;
      repository: BillingRunRepository;
      /** Memberships ended, cards about to expire. */
      day: BillingDayRepository;
      /** What the provider answered, recorded. */
      outcomes: AutopayOutcomesRepository;
      provider: BillingProvider;
      clock: Clock;
      policy: DunningPolicy;
      log: FastifyBaseLogger;
    },
    options: BillingRunOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 500;
    this.concurrency = options.concurrency ?? 8;
  }

  async run(): Promise<BillingRunReport> {
    const { repository, clock } = this.deps;
    const at = clock.now();
    const date = clubTodayIso(at);
    const period = periodOf(date);
    const report: BillingRunReport = {
      date,
      period,
      membershipsEnded: await this.deps.day.endMemberships(date),
      duesPosted: 0,
      attemptsStarted: 0,
      charged: 0,
      chargedCents: 0,
      declined: 0,
      waiting: 0,
      cardNotices: 0,
    };

    await applyDuePlanChanges(this.deps.db, date, clock);
    await applyPriceChanges(this.deps.db, period);
    for (let after: string | null = null; ;) {
      const batch = await repository.postDues(period, at, after, this.batchSize);
      if (!batch.last) break;
      report.duesPosted += batch.posted;
      after = batch.last;
    }
    for (let after: string | null = null; ;) {
      const batch = await repository.startFirstRounds(period, at, after, this.batchSize);
      if (!batch.last) break;
      report.attemptsStarted += batch.started.length;
      await this.declinedAtStart(batch.started, report);
      after = batch.last;
    }
    for (const membership of await repository.pastDue(date)) {
      const round = dueRetry(this.deps.policy, membership.pastDueSince, membership.rounds, date);
      if (!round) continue;
      const started = await repository.startRound(
        membership.membershipId,
        periodOf(membership.pastDueSince),
        round,
        at,
      );
      report.attemptsStarted += started.length;
      await this.declinedAtStart(started, report);
    }
    await this.collect(report);
    report.cardNotices = await this.deps.day.noticeExpiringCards(nextBillingDay(date));
    await noticeEndingFreezes(this.deps.db, date);
    await noticeAnniversaries(this.deps.db, date);
    this.deps.log.info(report, 'billing run');
    return report;
  }

  /**
   * Tries the member's new primary card on a past-due balance at once (a round of its own, once per card and
   * month): paid, it restores the membership; declined, the dunning goes on as it was.
   */
  async retryWithNewCard(userId: string, cardId: string): Promise<CardRetryOutcome> {
    const { repository, clock } = this.deps;
    const membership = await repository.unpaidMembership(userId);
    if (!membership) return 'nothing_due';
    const at = clock.now();
    const period = periodOf(membership.pastDueSince ?? clubTodayIso(at));
    const [attempt] = await repository.startRound(membership.id, period, cardRound(cardId), at);
    if (!attempt || attempt.status !== 'pending') return 'nothing_due';
    const report = emptyTally();
    await this.settle([attempt], report);
    return report.charged > 0 ? 'paid' : report.declined > 0 ? 'declined' : 'pending';
  }

  /** Charges every pending autopay attempt, in batches, recording each batch's outcomes together. */
  private async collect(report: BillingRunReport): Promise<void> {
    for (let after: string | null = null; ;) {
      const pending = await this.deps.repository.pendingAutopay(after, this.batchSize);
      if (pending.length === 0) return;
      await this.settle(pending, report);
      after = pending.at(-1)!.id;
    }
  }

  private async settle(
    attempts: AutopayAttempt[],
    tally: Pick<BillingRunReport, 'charged' | 'chargedCents' | 'declined' | 'waiting'>,
  ): Promise<void> {
    const limit = pLimit(this.concurrency);
    const succeeded: SucceededCharge[] = [];
    const declined: DeclinedCharge[] = [];
    await Promise.all(
      attempts.map((attempt) =>
        limit(async () => {
          const outcome = await this.charge(attempt);
          if (outcome.kind === 'succeeded') succeeded.push(outcome);
          else if (outcome.kind === 'declined') declined.push(outcome);
          else tally.waiting += 1;
        }),
      ),
    );
    // Recorded in attempt order, not in the order the provider answered: two instances recording the same
    // attempts then take their row locks in one order and cannot deadlock.
    const byAttempt = (a: { attempt: AutopayAttempt }, b: { attempt: AutopayAttempt }) =>
      a.attempt.id < b.attempt.id ? -1 : a.attempt.id > b.attempt.id ? 1 : 0;
    succeeded.sort(byAttempt);
    declined.sort(byAttempt);
    const at = this.deps.clock.now();
    await this.deps.outcomes.recordSucceeded(succeeded, at);
    tally.charged += succeeded.length;
    tally.chargedCents += succeeded.reduce((sum, entry) => sum + entry.amountCents, 0);
    const recorded = await this.deps.outcomes.recordDeclined(declined, at, (tx, rows) =>
      this.applyDeclines(tx, rows, at),
    );
    tally.declined += recorded.length;
  }

  /** One provider call, outside any transaction; the same key never charges twice. */
  private async charge(attempt: AutopayAttempt): Promise<ChargeOutcome> {
    try {
      const result = await this.deps.provider.charge({
        idempotencyKey: attempt.providerKey,
        cardToken: attempt.cardToken,
        amountCents: attempt.amountCents,
        description: 'Membership dues',
      });
      return result.status === 'succeeded'
        ? { kind: 'succeeded', attempt, providerChargeId: result.chargeId, amountCents: result.amountCents }
        : {
            kind: 'declined',
            attempt,
            providerChargeId: result.chargeId,
            message: result.message || CARD_DECLINED_MESSAGE,
          };
    } catch (error) {
      if (error instanceof BillingTimeoutError) return { kind: 'waiting' };
      // The provider refused the request itself (a card it no longer knows): as good as a decline.
      if (error instanceof BillingProviderError) {
        return { kind: 'declined', attempt, providerChargeId: null, message: error.message };
      }
      this.deps.log.error({ err: error, attemptId: attempt.id }, 'autopay charge failed: the attempt stays pending');
      return { kind: 'waiting' };
    }
  }

  private async declinedAtStart(attempts: AutopayAttempt[], report: BillingRunReport): Promise<void> {
    const at = this.deps.clock.now();
    await this.deps.outcomes.declinedAtStart(attempts, (tx, rows) => this.applyDeclines(tx, rows, at));
    report.declined += attempts.filter((attempt) => attempt.status === 'declined').length;
  }

  /**
   * The dunning rules for declines just recorded, in their transaction: a scheduled round declined on a
   * membership in good standing makes it past due from today and tells the member; the last retry declined
   * suspends it and tells the member; a new month declined while unpaid tells the member again. A new card's
   * round changes nothing: the member saw the decline.
   */
  private async applyDeclines(tx: Database, declines: RecordedDecline[], at: Date): Promise<void> {
    const today = clubTodayIso(at);
    const { policy } = this.deps;
    for (const { attempt, billingStatus, pastDueSince } of declines) {
      const round = attempt.round ?? '';
      const membershipId = attempt.membershipId!;
      if (!isScheduledRound(round)) continue;
      const notice = { userId: attempt.userId, membershipId, message: attempt.message };
      const suspend = suspendsOnDecline(policy, round) && (billingStatus === 'past_due' || round === 'first');
      if (billingStatus === 'current') {
        await tx
          .update(memberships)
          .set(
            suspend
              ? { billingStatus: 'suspended', pastDueSince: today, suspendedAt: at }
              : { billingStatus: 'past_due', pastDueSince: today },
          )
          .where(eq(memberships.id, membershipId));
      } else if (suspend && billingStatus === 'past_due') {
        await tx
          .update(memberships)
          .set({ billingStatus: 'suspended', suspendedAt: at })
          .where(eq(memberships.id, membershipId));
      }
      const since = billingStatus === 'current' ? today : (pastDueSince ?? today);
      await insertNotices(tx, [
        suspend
          ? { ...notice, kind: 'suspended', dedupeKey: `suspended:${membershipId}:${since}` }
          : {
              ...notice,
              kind: 'payment-failed',
              dedupeKey: `payment-failed:${membershipId}:${attempt.period}:${round}`,
            },
      ]);
    }
  }
}

type ChargeOutcome =
  ({ kind: 'succeeded' } & SucceededCharge) | ({ kind: 'declined' } & DeclinedCharge) | { kind: 'waiting' };

const emptyTally = () => ({ charged: 0, chargedCents: 0, declined: 0, waiting: 0 });
