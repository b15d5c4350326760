import type { FastifyBaseLogger } from 'fastify';
import type { JoinAnswer } from '@gym/contracts/join';
import { EMAIL_ALREADY_EXIST_MESSAGE } from '@gym/contracts/signup-lookup';
import type { BillingProvider } from '../../../providers/billing';
import { LEDGER_KEYS } from '../../membership/ledger';
import type { JoinAnswers } from './join-answers';
import type { JoinCommitRepository } from './join-commit.repository';
import type { JoinAttempt, JoinSubmissionsRepository } from './join-submissions.repository';

export interface Completed {
  /** joined: the run's success; refused: the join cannot be made (refunded); pending: try again later. */
  state: 'joined' | 'refused' | 'pending';
  answer: JoinAnswer;
}

export interface JoinCompletionDeps {
  commits: JoinCommitRepository;
  submissions: JoinSubmissionsRepository;
  billing: BillingProvider;
  answers: JoinAnswers;
  log: FastifyBaseLogger;
}

/**
 * Turns a succeeded charge into the join (docs/decisions/0009). A charge is never left without a member: it is
 * committed, or, when the run already succeeded with another card or the join is refused, refunded. If the
 * commit fails, the attempt stays pending and a retry or the reconciler completes it later.
 */
export class JoinCompletion {
  constructor(private readonly deps: JoinCompletionDeps) {}

  /** The run's first success, with a fresh join token; null while the run has not succeeded. */
  async storedAnswer(runKey: string): Promise<JoinAnswer | null> {
    const submission = await this.deps.submissions.findSubmission(runKey);
    if (submission?.status !== 'succeeded' || !submission.answer || !submission.userId) return null;
    return this.deps.answers.success(submission.answer, submission.userId);
  }

  async complete(attempt: JoinAttempt, providerChargeId: string, retry: boolean): Promise<Completed> {
    const { answers, log } = this.deps;
    let outcome;
    try {
      outcome = await this.deps.commits.commit(attempt, providerChargeId);
    } catch (error) {
      log.error(
        { err: error, runKey: attempt.runKey },
        'join commit failed after the charge: the attempt stays pending',
      );
      return { state: 'pending', answer: answers.pending(retry) };
    }

    switch (outcome.kind) {
      case 'committed':
        log.info({ runKey: attempt.runKey, userId: outcome.userId }, 'join committed');
        return { state: 'joined', answer: await answers.success(outcome.answer, outcome.userId) };
      case 'already': {
        const { submission } = outcome;
        const first =
          submission.answer && submission.userId && (await answers.success(submission.answer, submission.userId));
        if (!first) throw new Error(`join submission ${attempt.runKey} succeeded without an answer`);
        // This card was charged after another card of the run had already paid: give the money back.
        if (!outcome.ours && !(await this.refund(attempt, providerChargeId, 'The run had already succeeded.'))) {
          return { state: 'pending', answer: first };
        }
        return { state: 'joined', answer: first };
      }
      case 'conflict': {
        const refunded = await this.refund(attempt, providerChargeId, outcome.message);
        const answer =
          outcome.message === EMAIL_ALREADY_EXIST_MESSAGE ? answers.emailTaken() : answers.refused(outcome.message);
        return { state: refunded ? 'refused' : 'pending', answer };
      }
    }
  }

  /** Refunds a charge that cannot become a join; false (the attempt stays pending) if the provider fails. */
  private async refund(attempt: JoinAttempt, chargeId: string, reason: string): Promise<boolean> {
    try {
      await this.deps.billing.refund({ idempotencyKey: LEDGER_KEYS.joinRefund(attempt.providerKey), chargeId });
    } catch (error) {
      this.deps.log.error({ err: error, runKey: attempt.runKey }, 'join refund failed: the attempt stays pending');
      return false;
    }
    await this.deps.submissions.settleAttempt(attempt, 'refunded', { message: reason, providerChargeId: chargeId });
    this.deps.log.warn({ runKey: attempt.runKey, reason }, 'join charge refunded');
    return true;
  }
}
