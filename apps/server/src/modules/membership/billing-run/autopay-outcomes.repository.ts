import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberships } from '../../../db/schema';
import { ledger, lockMembersOf, paymentAttemptsLedger } from '../ledger';
import type { AutopayAttempt } from './billing-run.repository';
import { insertNotices, restorePaidMemberships } from './member-standing';

/** A provider charge to record against its pending autopay attempt. */
export interface SucceededCharge {
  attempt: AutopayAttempt;
  providerChargeId: string;
  amountCents: number;
}

export interface DeclinedCharge {
  attempt: AutopayAttempt;
  providerChargeId: string | null;
  message: string;
}

/** What recording a batch of declines changed, for the caller's dunning rules. */
export interface RecordedDecline {
  attempt: AutopayAttempt;
  billingStatus: 'current' | 'past_due' | 'suspended';
  pastDueSince: string | null;
}

/**
 * What the provider answered for the run's autopay attempts (docs/decisions/0027), each batch in ONE transaction
 * under its members' locks (in membership order, as every batch of the run): charges recorded once per key,
 * declines with the standing the dunning rules start from.
 */
export class AutopayOutcomesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Records charges the provider made, in ONE transaction: per attempt a charges row (kind 'autopay'), its
   * negative ledger entry and the attempt succeeded, and a receipt notice; a key already recorded (another
   * instance got there first) writes no more money rows. Members whose balance is then paid are in good
   * standing again.
   */
  recordSucceeded(succeeded: SucceededCharge[], at: Date): Promise<number> {
    if (succeeded.length === 0) return Promise.resolve(0);
    return this.db.transaction(async (tx) => {
      await lockMembersOf(
        tx,
        succeeded.map(({ attempt }) => attempt.membershipId!),
      );
      const inserted = await ledger.recordCharges(
        tx,
        succeeded.map(({ attempt, providerChargeId, amountCents }) => ({
          userId: attempt.userId,
          membershipId: attempt.membershipId,
          providerChargeId,
          amountCents,
          kind: 'autopay' as const,
          key: attempt.providerKey,
          at,
        })),
      );
      const byKey = new Map(succeeded.map((entry) => [entry.attempt.providerKey, entry.attempt]));
      if (inserted.length > 0) {
        await ledger.creditPayments(
          tx,
          inserted.map((charge) => ({ charge, description: byKey.get(charge.idempotencyKey)!.description })),
        );
        await insertNotices(
          tx,
          inserted.map((charge) => ({
            userId: charge.userId,
            kind: 'receipt' as const,
            dedupeKey: `receipt:${charge.id}`,
            chargeId: charge.id,
            membershipId: charge.membershipId ?? undefined,
          })),
        );
      }
      await paymentAttemptsLedger.succeeded(
        tx,
        succeeded.map(({ attempt, providerChargeId }) => ({ id: attempt.id, providerChargeId })),
        at,
      );
      await restorePaidMemberships(tx, [...new Set(succeeded.map((entry) => entry.attempt.userId))]);
      return inserted.length;
    });
  }

  /**
   * Marks declined attempts (those still pending) and answers them with their membership's standing as it was,
   * in ONE transaction with `apply`, which writes the dunning consequences.
   */
  recordDeclined(
    declined: DeclinedCharge[],
    at: Date,
    apply: (tx: Database, recorded: RecordedDecline[]) => Promise<void>,
  ): Promise<RecordedDecline[]> {
    if (declined.length === 0) return Promise.resolve([]);
    return this.db.transaction(async (tx) => {
      await lockMembersOf(
        tx,
        declined.map(({ attempt }) => attempt.membershipId!),
      );
      const recorded: RecordedDecline[] = [];
      for (const { attempt, providerChargeId, message } of declined) {
        const [row] = await paymentAttemptsLedger.move(tx, attempt.id, 'declined', { providerChargeId, message, at });
        if (row) recorded.push(await this.withStanding(tx, row));
      }
      await apply(tx, recorded);
      return recorded;
    });
  }

  /** Attempts declined at once when started (no card on file), with their standing, in `apply`'s transaction. */
  async declinedAtStart(
    attempts: AutopayAttempt[],
    apply: (tx: Database, recorded: RecordedDecline[]) => Promise<void>,
  ): Promise<void> {
    const declined = attempts.filter((attempt) => attempt.status === 'declined');
    if (declined.length === 0) return;
    await this.db.transaction(async (tx) => {
      await lockMembersOf(
        tx,
        declined.map((attempt) => attempt.membershipId!),
      );
      const recorded = [];
      for (const attempt of declined) recorded.push(await this.withStanding(tx, attempt));
      await apply(tx, recorded);
    });
  }

  private async withStanding(tx: Database, attempt: AutopayAttempt): Promise<RecordedDecline> {
    const [membership] = await tx
      .select({ billingStatus: memberships.billingStatus, pastDueSince: memberships.pastDueSince })
      .from(memberships)
      .where(eq(memberships.id, attempt.membershipId!))
      .for('update');
    return {
      attempt,
      billingStatus: membership?.billingStatus ?? 'current',
      pastDueSince: membership?.pastDueSince ?? null,
    };
  }
}
