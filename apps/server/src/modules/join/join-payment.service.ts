import type { FastifyBaseLogger } from 'fastify';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import type { JoinAnswer } from '@gym/contracts/join';
import { type BillingProvider, BillingProviderError, BillingTimeoutError } from '../../providers/billing';
import type { JoinAnswers } from './join-answers';
import type { JoinCompletion } from './join-completion';
import type { JoinAttempt, JoinSubmissionsRepository, NewAttempt } from './join-submissions.repository';

/**
 * How long an attempt whose charge the provider does not know may still be in flight (another request, another
 * instance): until then a different card waits ('Hang tight!'); after it the attempt is marked failed.
 */
export const JOIN_ATTEMPT_LEASE_MS = 2 * 60_000;

export type Settled = { kind: 'joined'; answer: JoinAnswer } | { kind: 'settled' } | { kind: 'busy' };

export interface JoinPaymentDeps {
  billing: BillingProvider;
  submissions: JoinSubmissionsRepository;
  completion: JoinCompletion;
  answers: JoinAnswers;
  log: FastifyBaseLogger;
  brandName: string;
  now?: () => Date;
}

/**
 * One card's payment in a run (docs/decisions/0009): record the attempt (pending), charge OUTSIDE any transaction
 * with the key `<run key>:<card token>`, then commit or record the decline. A pending attempt met again (a
 * retry, a double click) asks the provider first, so the same charge is never made twice.
 */
export class JoinPaymentService {
  private readonly now: () => Date;

  constructor(private readonly deps: JoinPaymentDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async pay(prepared: NewAttempt, retry: boolean): Promise<JoinAnswer> {
    const { submissions, answers } = this.deps;
    let attempt = await submissions.findAttempt(prepared.runKey, prepared.cardToken);
    let fresh = false;
    if (!attempt) {
      const other = await submissions.findPendingAttempt(prepared.runKey);
      if (other) {
        const settled = await this.settle(other);
        if (settled.kind === 'joined') return settled.answer;
        if (settled.kind === 'busy') return answers.pending(retry);
      }
      attempt = await submissions.insertAttempt(prepared);
      fresh = attempt !== undefined;
      attempt ??= await submissions.findAttempt(prepared.runKey, prepared.cardToken);
      if (!attempt) return answers.pending(retry);
    }

    switch (attempt.status) {
      case 'declined':
        return answers.declined(attempt.message ?? CARD_DECLINED_MESSAGE);
      case 'succeeded':
      case 'refunded':
        return (await this.deps.completion.storedAnswer(prepared.runKey)) ?? answers.pending(retry);
      case 'failed': {
        const reopened = await submissions.reopenAttempt(prepared);
        if (!reopened) return answers.pending(retry);
        attempt = reopened;
        fresh = true;
        break;
      }
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
