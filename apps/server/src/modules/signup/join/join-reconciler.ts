import type { FastifyBaseLogger } from 'fastify';
import { JOIN_ATTEMPT_LEASE_MS, type JoinPaymentService } from './join-payment.service';
import type { JoinSubmissionsRepository } from './join-submissions.repository';

export interface ReconcileResult {
  /** Pending attempts whose charge had succeeded, now joins (or refunded, when the join could not be made). */
  joined: number;
  /** Settled otherwise: declined, or failed because the provider made no charge. */
  settled: number;
  /** Still pending: maybe in flight (inside the lease), or the commit failed again. */
  waiting: number;
}

/**
 * Recovery after a crash between the charge and the commit (docs/decisions/0009): every pending attempt is looked
 * up at the provider by its idempotency key. A succeeded charge is committed as the join (or refunded); a decline
 * is recorded; no charge at all, once the lease is over, marks the attempt failed. Runs when the server starts
 * and every minute after; safe to run at any time and more than once, since the commit locks the run.
 */
export async function reconcileJoins(
  deps: {
    payments: JoinPaymentService;
    submissions: JoinSubmissionsRepository;
    log: FastifyBaseLogger;
    now: () => Date;
  },
  options: { leaseMs?: number } = {},
): Promise<ReconcileResult> {
  const result: ReconcileResult = { joined: 0, settled: 0, waiting: 0 };
  const pending = await deps.submissions.listPending(deps.now());
  for (const attempt of pending) {
    try {
      const settled = await deps.payments.settle(attempt, options.leaseMs ?? JOIN_ATTEMPT_LEASE_MS);
      if (settled.kind === 'joined') result.joined += 1;
      else if (settled.kind === 'settled') result.settled += 1;
      else result.waiting += 1;
    } catch (error) {
      result.waiting += 1;
      deps.log.error({ err: error, runKey: attempt.runKey }, 'join reconciliation failed for an attempt');
    }
  }
  if (pending.length > 0) deps.log.info(result, 'join reconciliation');
  return result;
}
