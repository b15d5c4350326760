import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_BILLING_MESSAGES, billingAnswerSchema } from '@gym/contracts/member-billing';
import { apiRequest } from '../../../lib/api-client';

/** The member's balance and saved cards; reloaded after every change (invalidate `billingQueryKey`). */
export const billingQueryKey = ['billing'] as const;

export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingQueryKey,
    queryFn: async () => {
      const answer = await apiRequest('/billing', { schema: billingAnswerSchema });
      return { balance: answer.balanceData.data, cards: answer.paymentData.data.creditCards };
    },
    meta: { errorMessage: MEMBER_BILLING_MESSAGES.loadBillingError },
  });

export function useBilling() {
  return useQuery(billingQueryOptions());
}
