import { and, eq, isNull } from 'drizzle-orm';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import { formatCurrency } from '@gym/contracts/money';
import type { Database } from '../../../db/client';
import { ledger } from '../../membership/ledger';
import { charges, joinAttempts, joinSubmissions, memberships, signupTracking } from '../../../db/schema';
import type { StoredJoinAnswer } from './join-answers';
import { linkReferral, savePaymentMethod } from './join-links';
import { writeMember } from './join-member-writer';
import { paymentDetailsOf } from './join-quote';
import type { JoinAttempt, JoinSubmission } from './join-submissions.repository';

/** A test seam: runs inside the commit's transaction after the member is written (tests make it throw once). */
export interface JoinCommitHooks {
  duringCommit?(): Promise<void> | void;
}

export type CommitOutcome =
  | { kind: 'committed'; userId: string; answer: StoredJoinAnswer }
  /** The run had already succeeded; `ours` when it succeeded with this very charge. */
  | { kind: 'already'; submission: JoinSubmission; ours: boolean }
  /** The join cannot be made (the e-mail was taken meanwhile, the account may not rejoin): refund the charge. */
  | { kind: 'conflict'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes a paid join in ONE transaction (docs/decisions/0009): the member, the membership, the card on file, the
 * charge, the tracking record, the referral and the submission's answer, with the submission row locked, so
 * that the charge and the member exist together or not at all, and a run succeeds once.
 */
export class JoinCommitRepository {
  constructor(
    private readonly db: Database,
    private readonly hooks: JoinCommitHooks = {},
    private readonly now: () => Date,
  ) {}

  commit(attempt: JoinAttempt, providerChargeId: string): Promise<CommitOutcome> {
    return this.db.transaction(async (tx) => {
      const [submission] = await tx
        .select()
        .from(joinSubmissions)
        .where(eq(joinSubmissions.runKey, attempt.runKey))
        .for('update');
      if (!submission) throw new Error(`join submission ${attempt.runKey} is missing`);
      if (submission.status === 'succeeded') {
        const [charge] = await tx.select().from(charges).where(eq(charges.providerChargeId, providerChargeId));
        const answer = submission.answer as StoredJoinAnswer | null;
        return { kind: 'already', submission: { ...submission, answer }, ours: Boolean(charge) };
      }

      const member = await writeMember(tx, attempt.payload, this.now());
      if (member.kind === 'conflict') return member;
      await this.hooks.duringCommit?.();

      const { quote, card, payload } = attempt;
      const [membership] = await tx
        .insert(memberships)
        .values({
          userId: member.userId,
          planId: quote.planId,
          clubId: quote.clubId,
          startDate: quote.starting,
          endDate: quote.ending,
          priceCents: quote.priceCents,
          proratedCents: quote.proratedCents,
          lastMonthCents: quote.lastMonthCents,
        })
        .returning({ id: memberships.id });
      await savePaymentMethod(tx, member.userId, attempt.cardToken, card);
      const [charge] = await ledger.recordCharges(tx, [
        {
          userId: member.userId,
          membershipId: membership?.id,
          providerChargeId,
          amountCents: attempt.amountCents,
          kind: 'join',
          key: attempt.providerKey,
          at: this.now(),
        },
      ]);
      if (!charge) throw new Error(`the join's charge ${attempt.providerKey} was recorded already`);

      const session = payload.body.trackingSession;
      if (session && UUID.test(session)) {
        await tx
          .update(signupTracking)
          .set({ currentPage: STEP_TITLES[STEP.congratulation], updatedAt: this.now() })
          .where(eq(signupTracking.id, session));
      }
      await linkReferral(tx, member.userId, payload.body);

      const answer: StoredJoinAnswer = {
        success: true,
        data: {
          newUserData: {
            userId: String(member.memberNumber),
            totalDue: formatCurrency(quote.totalCents),
            enrollmentFee: formatCurrency(quote.priceCents),
          },
          paymentDetails: paymentDetailsOf(quote),
          card: { type: card.brand, last4: card.last4 },
        },
      };
      await tx
        .update(joinAttempts)
        .set({ status: 'succeeded', providerChargeId, message: null, updatedAt: this.now() })
        .where(and(eq(joinAttempts.runKey, attempt.runKey), eq(joinAttempts.cardToken, attempt.cardToken)));
      await tx
        .update(joinSubmissions)
        .set({
          status: 'succeeded',
          userId: member.userId,
          chargeId: charge?.id,
          answer,
          succeededAt: this.now(),
          updatedAt: this.now(),
        })
        .where(and(eq(joinSubmissions.runKey, attempt.runKey), isNull(joinSubmissions.userId)));
      return { kind: 'committed', userId: member.userId, answer };
    });
  }
}
