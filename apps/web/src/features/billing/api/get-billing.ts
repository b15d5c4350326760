import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_BILLING_MESSAGES, billingAnswerSchema } from '@gym/contracts/member-billing';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKey } from '../../../lib/query-keys';

/**
 * The member's balance, saved cards, payment history and billing standing; reloaded after every change
 * (invalidate `billingQueryKey`, which the member home's standing query shares as its prefix).
 */
export { billingQueryKey };

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingQueryKey,
    queryFn: async () => {
      const answer = await apiRequest('/billing', { schema: billingAnswerSchema });
      return {
        balance: answer.balanceData.data,
        cards: answer.paymentData.data.creditCards,
        history: answer.history ?? [],
        standing: answer.standing ?? null,
      };
    },
    meta: { errorMessage: MEMBER_BILLING_MESSAGES.loadBillingError },
  });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
