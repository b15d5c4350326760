import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../../lib/clock';
import { type BillingProvider, BillingProviderError, BillingTimeoutError } from '../../../providers/billing';
import type { PendingRefund, RefundsRepository } from './refunds.repository';

/** How long a pending refund is left to the request that recorded it before the reconciler asks again. */
const REFUND_LEASE_MS = 2 * 60_000;

export interface RefundsTally {
  refunded: number;
  failed: number;
  waiting: number;
}

/**
 * Gives money back through the provider, exactly once per refund row: the provider is asked with the row's key
 * (it refunds a key once and answers the same refund again), outside any transaction, and the answer recorded
 * after. A timeout or a crash leaves the row pending; the reconciler job asks again with the same key.
 */
export class RefundsService {
  constructor(
    private readonly deps: {
      repository: RefundsRepository;
      provider: BillingProvider;
      clock: Clock;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Refunds what a cancellation recorded, at once (the member is waiting on the answer). */
  async refundCancellation(cancellationId: string): Promise<RefundsTally> {
    return this.settle(await this.deps.repository.pending({ cancellationId }));
  }

  /**
   * Asks the provider for one pending refund now (a staff refund: the staff member waits on the answer) and answers
   * how it went; a refund no longer pending (settled by another request or the reconciler) is left as it is.
   */
  async refundNow(refundId: string): Promise<keyof RefundsTally | 'settled'> {
    const [refund] = await this.deps.repository.pending({ refundId });
    return refund ? this.refundOne(refund) : 'settled';
  }

  /** The reconciler: late refunds of a cancellation in the five days, then every refund left pending. */
  async reconcile(): Promise<RefundsTally> {
    const { repository, clock } = this.deps;
    await repository.addLateRefunds(clock.now());
    const idleSince = new Date(clock.now().getTime() - REFUND_LEASE_MS);
    const tally = await this.settle(await repository.pending({ idleSince }));
    if (tally.refunded + tally.failed + tally.waiting > 0) this.deps.log.info(tally, 'refund reconciliation');
    return tally;
  }

  private async settle(pending: PendingRefund[]): Promise<RefundsTally> {
    const tally: RefundsTally = { refunded: 0, failed: 0, waiting: 0 };
    for (const refund of pending) tally[await this.refundOne(refund)] += 1;
    return tally;
  }

  private async refundOne(refund: PendingRefund): Promise<keyof RefundsTally> {
    const { repository, provider, clock, log } = this.deps;
    await repository.touch(refund.id, clock.now());
    try {
      const result = await provider.refund({
        idempotencyKey: refund.providerKey,
        chargeId: refund.providerChargeId,
        amountCents: refund.amountCents,
      });
      await repository.settleSucceeded(refund, result.refundId, clock.now());
      return 'refunded';
    } catch (error) {
      if (error instanceof BillingProviderError && !(error instanceof BillingTimeoutError)) {
        log.warn({ refundId: refund.id, code: error.code }, 'refund refused by the provider');
        await repository.settleFailed(refund, error.message, clock.now());
        return 'failed';
      }
      log.error({ err: error, refundId: refund.id }, 'refund not answered: it stays pending');
      return 'waiting';
    }
  }
}

/** The refunds reconciler as a job: before the app is ready (after a crash), then every minute on one instance. */
export function scheduleRefundReconciliation(app: FastifyInstance, refunds: RefundsService): void {
  app.jobs.define({
    name: 'refund-reconciliation',
    cron: '* * * * *',
    onStart: 'before-ready',
    handler: () => refunds.reconcile(),
  });
}
