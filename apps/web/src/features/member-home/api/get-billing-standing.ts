import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingStandingAnswerSchema } from '@gym/contracts/billing-history';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /billing/standing: whether the membership's dues are paid. Under the billing page's query key, so a payment
 * or a new card there (which invalidates ['billing']) refreshes the home too. Quiet on failure: the home works
 * without it, and /billing says the same with its own error.
 */
export const billingStandingQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'standing'],
    queryFn: async () => (await apiRequest('/billing/standing', { schema: billingStandingAnswerSchema })).data,
    meta: { silent: true },
  });

export function useBillingStanding() {
  return useQuery(billingStandingQueryOptions());
}
