import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkStatusAnswerSchema } from '@gym/contracts/auth';
import { PROFILE_MESSAGES } from '@gym/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /auth/check-status: whether the token still names an account, and that account's current status.
 * A 401 here (a forged or expired token, an account gone) logs out before the query fails: the logout clears
 * the cache, which cancels the query quietly, and the shell tells why (app/shell/use-sign-out-redirect.ts).
 */
export const checkStatusQueryOptions = (sfId: string) =>
  queryOptions({
    queryKey: ['auth', 'check-status', sfId],
    queryFn: () => apiRequest('/auth/check-status', { schema: checkStatusAnswerSchema }),
    meta: { errorMessage: PROFILE_MESSAGES.statusError },
  });

export function useCheckStatus(sfId: string) {
  return useQuery(checkStatusQueryOptions(sfId));
}
