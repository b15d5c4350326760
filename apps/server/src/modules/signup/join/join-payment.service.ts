import type { FastifyBaseLogger } from 'fastify';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import type { JoinAnswer } from '@gym/contracts/join';
import { NOT_ELIGIBLE_MESSAGE } from '@gym/contracts/signup-lookup';
import type { Database } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { type BillingProvider, BillingProviderError, BillingTimeoutError } from '../../../providers/billing';
import type { JoinAnswers } from './join-answers';
import type { JoinClaims } from './join-claims.repository';
import type { JoinCompletion } from './join-completion';
import { personMayJoin } from './join-member-writer';
import type { JoinAttempt, JoinSubmissionsRepository, NewAttempt } from './join-submissions.repository';

/**
 * How long an attempt whose charge the provider does not know may still be in flight (another request, another
 * instance): until then a different card waits ('Hang tight!'); after it the attempt is marked failed.
 */
export const JOIN_ATTEMPT_LEASE_MS = 2 * 60_000;

export type Settled = { kind: 'joined'; answer: JoinAnswer } | { kind: 'settled' } | { kind: 'busy' };

type ClaimStep =
  | { kind: 'attempt'; attempt: JoinAttempt; fresh: boolean }
  | { kind: 'answer'; answer: JoinAnswer }
  /** The holder was settled meanwhile: claim again. */
  | { kind: 'again' };

/** Claims tried per submit before answering 'still processing': each round settles one holder that went away. */
const CLAIM_ROUNDS = 3;

export interface JoinPaymentDeps {
  billing: BillingProvider;
  submissions: JoinSubmissionsRepository;
  claims: JoinClaims;
  completion: JoinCompletion;
  answers: JoinAnswers;
  log: FastifyBaseLogger;
  brandName: string;
  /** The app's clock: an attempt's lease is judged on the clock that stamped it. */
  now: () => Date;
}

/**
 * One card's payment in a run (docs/decisions/0009): record the attempt (pending), which claims the person and
 * the card (0023), charge OUTSIDE any transaction with the key `<run key>:<card token>`, then commit or record
 * the decline. A pending attempt met again (a retry, a double click) asks the provider first, so the same charge
 * is never made twice.
 */
export class JoinPaymentService {
  private readonly now: () => Date;

  constructor(private readonly deps: JoinPaymentDeps) {
    this.now = deps.now;
  }

  async pay(prepared: NewAttempt, retry: boolean): Promise<JoinAnswer> {
    for (let round = 0; round < CLAIM_ROUNDS; round += 1) {
      const step = await this.claim(prepared, retry);
      if (step.kind === 'answer') return step.answer;
      if (step.kind === 'attempt') return this.proceed(step.attempt, step.fresh, retry);
    }
    return this.deps.answers.pending(retry);
  }

  /**
   * This card's attempt in the run, recorded if new (or reopened if it failed) as the claim on the person and the
   * card (docs/decisions/0023). A pending attempt holding them (another card of the run, another run of the
   * person or the card) is settled first: still in flight, the answer is 'still processing' and nothing is charged.
   */
  private async claim(prepared: NewAttempt, retry: boolean): Promise<ClaimStep> {
    const { submissions, claims, answers } = this.deps;
    const own = await submissions.findAttempt(prepared.runKey, prepared.cardToken);
    if (own && own.status !== 'failed') return { kind: 'attempt', attempt: own, fresh: false };
    const mayJoin = (tx: Database) => personMayJoin(tx, prepared.payload);
    const claim = own ? await claims.reopen(prepared, mayJoin) : await claims.claim(prepared, mayJoin);
    if (claim.kind === 'claimed') return { kind: 'attempt', attempt: claim.attempt, fresh: true };
    if (claim.kind === 'refused') return { kind: 'answer', answer: await this.personRefused(prepared) };

    const holder = await claims.findHolder(prepared);
    if (!holder) return { kind: 'again' };
    if (holder.runKey === prepared.runKey && holder.cardToken === prepared.cardToken) {
      return { kind: 'attempt', attempt: holder, fresh: false };
    }
    const settled = await this.settle(holder);
    if (settled.kind === 'busy') return { kind: 'answer', answer: answers.pending(retry) };
    // Another run's success is never this run's answer: claimed again, this run finds the person has joined.
    if (settled.kind === 'joined' && holder.runKey === prepared.runKey)
      return { kind: 'answer', answer: settled.answer };
    return { kind: 'again' };
  }

  /** The person joined meanwhile (another run) or may no longer: this run's own success if it had one. */
  private async personRefused(prepared: NewAttempt): Promise<JoinAnswer> {
    const first = await this.deps.completion.storedAnswer(prepared.runKey);
    if (first) return first;
    if (prepared.payload.kind === 'new') return this.deps.answers.emailTaken();
    throw badRequest(NOT_ELIGIBLE_MESSAGE, [{ field: 'caID', message: NOT_ELIGIBLE_MESSAGE }]);
  }

  private async proceed(attempt: JoinAttempt, fresh: boolean, retry: boolean): Promise<JoinAnswer> {
    const { answers } = this.deps;
    switch (attempt.status) {
      case 'declined':
        return answers.declined(attempt.message ?? CARD_DECLINED_MESSAGE);
      case 'succeeded':
      case 'refunded':
        return (await this.deps.completion.storedAnswer(attempt.runKey)) ?? answers.pending(retry);
      case 'failed':
        return answers.pending(retry);
      case 'pending':
        break;
    }
    if (!fresh) {
      // Met again while pending: the charge may have happened (a lost answer, a crash before the commit).
      const record = await this.deps.billing.getCharge(attempt.providerKey).catch(() => null);
      if (record?.status === 'succeeded') {
        return (await this.deps.completion.complete(attempt, record.chargeId, retry)).answer;
      }
      if (record?.status === 'declined') return this.declined(attempt, record.chargeId, record.declineMessage);
    }
    return this.charge(attempt, retry, fresh);
  }

  /**
   * Finds out what became of a pending attempt: completes the join when its charge succeeded, records a decline,
   * and marks it failed when the provider has no charge and the lease has run out (else it may be in flight).
   */
  async settle(attempt: JoinAttempt, leaseMs = JOIN_ATTEMPT_LEASE_MS): Promise<Settled> {
    const record = await this.deps.billing.getCharge(attempt.providerKey);
    if (record?.status === 'succeeded') {
      const completed = await this.deps.completion.complete(attempt, record.chargeId, false);
      if (completed.state === 'pending') return { kind: 'busy' };
      return completed.state === 'joined' ? { kind: 'joined', answer: completed.answer } : { kind: 'settled' };
    }
    if (record?.status === 'declined') {
      await this.declined(attempt, record.chargeId, record.declineMessage);
      return { kind: 'settled' };
    }
    if (this.now().getTime() - attempt.updatedAt.getTime() < leaseMs) return { kind: 'busy' };
    await this.deps.submissions.settleAttempt(attempt, 'failed', { message: 'The provider made no charge.' });
    return { kind: 'settled' };
  }

  /** `fresh`: the attempt was just recorded, so its lease has just started. */
  private async charge(attempt: JoinAttempt, retry: boolean, fresh: boolean): Promise<JoinAnswer> {
    const { billing, submissions, answers, log } = this.deps;
    let result;
    try {
      if (!fresh) await submissions.touchAttempt(attempt);
      result = await billing.charge({
        idempotencyKey: attempt.providerKey,
        cardToken: attempt.cardToken,
        amountCents: attempt.amountCents,
        description: `${this.deps.brandName}: ${attempt.quote.itemName}`.slice(0, 500),
      });
    } catch (error) {
      if (error instanceof BillingTimeoutError) {
        log.warn({ runKey: attempt.runKey }, 'join charge timed out: the attempt stays pending');
        return answers.pending(retry);
      }
      if (error instanceof BillingProviderError) {
        await submissions.settleAttempt(attempt, 'failed', { message: error.message });
        return answers.paymentFailed(error.message, retry);
      }
      log.error({ err: error, runKey: attempt.runKey }, 'join charge failed: the attempt stays pending');
      return answers.pending(retry);
    }
    if (result.status === 'declined') return this.declined(attempt, result.chargeId, result.message);
    return (await this.deps.completion.complete(attempt, result.chargeId, retry)).answer;
  }

  private async declined(attempt: JoinAttempt, chargeId: string, message: string | null): Promise<JoinAnswer> {
    const text = message ?? CARD_DECLINED_MESSAGE;
    await this.deps.submissions.settleAttempt(attempt, 'declined', { message: text, providerChargeId: chargeId });
    return this.deps.answers.declined(text);
  }
}
