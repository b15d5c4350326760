import { formatCurrency } from '@gym/contracts/money';
import {
  STAFF_ACTION_MESSAGES,
  type StaffRefundAnswer,
  type StaffRefundBody,
} from '@gym/contracts/staff-member-actions';
import type { Clock } from '../../../lib/clock';
import type { RefundsService } from '../../membership/changes/refunds.service';
import type { ScopedMember } from '../scope/staff-scopes';
import type { RefundRow, StaffRefundsRepository } from './staff-refunds.repository';

/**
 * A manager or the director refunds a member's payment, in whole or in part, exactly once (docs/decisions/0034):
 * the refund is recorded pending with its audit row, then the provider is asked outside any transaction with the
 * refund's own key, through the same RefundsService (and reconciler) as a cancellation's refunds. The same request
 * key sent again answers the same refund; if it is still pending it asks the provider again with the same key,
 * which refunds a key once.
 */
export class StaffRefundsService {
  constructor(private readonly deps: { repository: StaffRefundsRepository; refunds: RefundsService; clock: Clock }) {}

  async refund(actorId: string, member: ScopedMember, body: StaffRefundBody): Promise<StaffRefundAnswer> {
    const { repository, refunds, clock } = this.deps;
    const { refund } = await repository.record({ actorId, member, ...body, at: clock.now() });
    if (refund.status === 'pending') await refunds.refundNow(refund.id);
    const settled = await repository.find(refund.id);
    return {
      success: settled.status !== 'failed',
      message: messageOf(settled),
      data: {
        refundId: settled.id,
        chargeId: settled.chargeId,
        refund: { amount: formatCurrency(settled.amountCents), amountCents: settled.amountCents },
        status: settled.status,
        providerMessage: settled.status === 'failed' ? settled.message : null,
        reason: settled.reason,
        refundableCents: await repository.refundableCents(settled.chargeId),
      },
    };
  }
}

function messageOf(refund: RefundRow): string {
  switch (refund.status) {
    case 'succeeded':
      return STAFF_ACTION_MESSAGES.refundSucceeded(refund.amountCents);
    case 'pending':
      return STAFF_ACTION_MESSAGES.refundPending(refund.amountCents);
    case 'failed':
      return STAFF_ACTION_MESSAGES.refundFailed(refund.message ?? 'no reason given.');
  }
}
