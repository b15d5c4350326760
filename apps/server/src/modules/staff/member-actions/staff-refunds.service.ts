import { formatCurrency } from '@gym/contracts/money';
import {
  STAFF_ACTION_MESSAGES,
  STAFF_ACTION_TEMPLATES,
  type StaffRefundAnswer,
  type StaffRefundBody,
} from '@gym/contracts/staff-member-actions';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { Clock } from '../../../lib/clock';
import { sharedText } from '../../../lib/i18n/translator';
import type { RefundsService } from '../../membership/changes';
import type { ScopedMember } from '../scope';
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

  async refund(
    actorId: string,
    member: ScopedMember,
    body: StaffRefundBody,
    locale: Locale = 'en',
  ): Promise<StaffRefundAnswer> {
    const { repository, refunds, clock } = this.deps;
    const { refund } = await repository.record({ actorId, member, ...body, at: clock.now() });
    if (refund.status === 'pending') await refunds.refundNow(refund.id);
    const settled = await repository.find(refund.id);
    return {
      success: settled.status !== 'failed',
      message: messageOf(settled, locale),
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

/** The sentence the staff page shows, in its language (the provider's own reason as the provider gave it). */
function messageOf(refund: RefundRow, locale: Locale): string {
  const amount = { amount: formatCurrency(refund.amountCents) };
  switch (refund.status) {
    case 'succeeded':
      return sharedText(locale, STAFF_ACTION_TEMPLATES.refundSucceeded, amount);
    case 'pending':
      return sharedText(locale, STAFF_ACTION_TEMPLATES.refundPending, amount);
    case 'failed':
      return sharedText(locale, STAFF_ACTION_TEMPLATES.refundFailed, {
        message: refund.message ?? sharedText(locale, STAFF_ACTION_MESSAGES.noReasonGiven),
      });
  }
}
