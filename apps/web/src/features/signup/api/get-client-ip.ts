import { queryOptions, useQuery } from '@tanstack/react-query';
import { IP_ERROR_MESSAGE, clientIpAnswerSchema } from '@gym/contracts/signup-lookup';
import { signupRequest } from './signup-request';

/** The address the server saw for this visitor (decisions.md item 9: our endpoint, not a public lookup service). */
export async function getClientIp(): Promise<string> {
  const answer = await signupRequest('/api/ols/client-ip', { schema: clientIpAnswerSchema });
  return answer.ip;
}

export const clientIpQueryOptions = queryOptions({
  queryKey: ['client-ip'],
  queryFn: getClientIp,
  // Asked for on the personal-info step and recorded with the e-signature steps later: kept for the whole visit.
  staleTime: Infinity,
  gcTime: Infinity,
  meta: { errorMessage: IP_ERROR_MESSAGE },
});

export function useClientIp() {
  return useQuery(clientIpQueryOptions);
}
