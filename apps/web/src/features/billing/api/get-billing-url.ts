import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_MESSAGES, billingUrlAnswerSchema } from '@gym/contracts/billing';
import { apiRequest } from '../../../lib/api-client';

/** The provider's card frame for this page (GET /billing/url, member scope): it posts to `parentOrigin` only. */
export const memberBillingUrlQueryOptions = (parentOrigin: string) =>
  queryOptions({
    queryKey: ['billing', 'url', parentOrigin],
    queryFn: async () =>
      (await apiRequest('/billing/url', { query: { parentOrigin }, schema: billingUrlAnswerSchema })).data.url,
    meta: { errorMessage: BILLING_MESSAGES.loadBillingUrlError },
  });

export function useMemberBillingUrl(enabled = true) {
  return useQuery({ ...memberBillingUrlQueryOptions(window.location.origin), enabled });
}
