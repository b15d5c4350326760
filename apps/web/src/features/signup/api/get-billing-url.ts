import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_MESSAGES, billingUrlAnswerSchema } from '@gym/contracts/billing';
import { signupRequest } from './signup-request';

/** The billing provider's card frame for this page: the frame posts its result to `parentOrigin` only. */
export async function getBillingUrl(parentOrigin: string): Promise<string> {
  const answer = await signupRequest('/api/ols/billing/url', {
    query: { parentOrigin },
    schema: billingUrlAnswerSchema,
  });
  return answer.data.url;
}

export const billingUrlQueryOptions = (parentOrigin: string) =>
  queryOptions({
    queryKey: ['billing-url', parentOrigin],
    queryFn: () => getBillingUrl(parentOrigin),
    meta: { errorMessage: BILLING_MESSAGES.loadBillingUrlError },
  });

export function useBillingUrl(enabled = true) {
  return useQuery({ ...billingUrlQueryOptions(window.location.origin), enabled });
}
