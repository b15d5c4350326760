import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MemberPaymentService } from './member-payment.service';
import type { MemberPaymentsRepository } from './member-payments.repository';

export interface PaymentReconcilerDeps {
  payments: MemberPaymentService;
  attempts: MemberPaymentsRepository;
  log: FastifyBaseLogger;
}

export interface PaymentReconcileResult {
  /** Pending attempts the provider had charged: the payment and its ledger entry are recorded now. */
  recorded: number;
  /** Settled otherwise: declined, or failed because the provider made no charge within the lease. */
  settled: number;
  /** Still pending: maybe in flight (inside the lease), or recording failed again. */
  waiting: number;
}

/**
 * Recovery after a crash between the provider's charge and our commit (docs/decisions/0019): every pending
 * payment attempt is looked up at the provider by its key. A charge is recorded (charges row, ledger entry,
 * attempt succeeded), a decline recorded, and no charge once the lease is over marks the attempt failed, which
 * lets the member pay again. Safe at any time, on every instance, and more than once: recording locks the
 * member and a key is recorded once.
 */
export async function reconcilePayments(
  deps: PaymentReconcilerDeps,
  options: { leaseMs?: number } = {},
): Promise<PaymentReconcileResult> {
  const result: PaymentReconcileResult = { recorded: 0, settled: 0, waiting: 0 };
  const pending = await deps.attempts.listPending();
  for (const attempt of pending) {
    try {
      result[await deps.payments.settle(attempt, options.leaseMs)] += 1;
    } catch (error) {
      result.waiting += 1;
      deps.log.error({ err: error, attemptId: attempt.id }, 'payment reconciliation failed for an attempt');
    }
  }
  if (pending.length > 0) deps.log.info(result, 'payment reconciliation');
  return result;
}

/**
 * The reconciler as a job (plugins/jobs.ts): once before the app is ready (recovery after a crash), then every
 * minute on one instance. Failures are logged, never fatal (docs/decisions/0019).
 */
export function schedulePaymentReconciliation(app: FastifyInstance, deps: PaymentReconcilerDeps) {
  app.jobs.define({
    name: 'payment-reconciliation',
    cron: '* * * * *',
    onStart: 'before-ready',
    handler: () => reconcilePayments(deps),
  });
}
