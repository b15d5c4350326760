import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkStatusAnswerSchema } from '@gym/contracts/auth';
import { PROFILE_MESSAGES } from '@gym/contracts/profile';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { showBanner } from '../../../lib/banner-store';

/** GET /auth/check-status: whether the token still names an account, and that account's current status. */
export const checkStatusQueryOptions = (sfId: string) =>
  queryOptions({
    queryKey: ['auth', 'check-status', sfId],
    queryFn: () => apiRequest('/auth/check-status', { schema: checkStatusAnswerSchema }),
    // The hook picks the banner's text: the global one would put the status text over a session that ended.
    meta: { silent: true },
  });

/**
 * The status of the signed-in account. A 401 (the token is forged, expired or its account gone) has already
 * logged out (lib/session.ts); the banner says why with the server's text. Other failures: the spec's text.
 */
export function useCheckStatus(sfId: string) {
  const query = useQuery(checkStatusQueryOptions(sfId));
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!error) return;
    const sessionEnded = error instanceof ApiError && (error.status === 401 || error.status === 403);
    showBanner(sessionEnded ? error.message : PROFILE_MESSAGES.statusError);
  }, [error, errorUpdatedAt]);
  return query;
}
