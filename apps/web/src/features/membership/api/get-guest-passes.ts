import { queryOptions, useQuery } from '@tanstack/react-query';
import { GUEST_PASS_MESSAGES, guestPassesAnswerSchema } from '@gym/contracts/guest-passes';
import { apiRequest } from '../../../lib/api-client';
import { membershipQueryKey } from '../../../lib/query-keys';

/** Under the membership's key: a change made from /membership (a pass given) reloads it with the rest. */
export const guestPassesQueryKey = [...membershipQueryKey, 'guest-passes'] as const;

export const guestPassesQueryOptions = () =>
  queryOptions({
    queryKey: guestPassesQueryKey,
    queryFn: async () => (await apiRequest('/membership/guest-passes', { schema: guestPassesAnswerSchema })).data,
    meta: { errorMessage: GUEST_PASS_MESSAGES.loadError },
  });

/** GET /membership/guest-passes: this month's allowance, given, used and left, and the passes given. */
export function useGuestPasses(enabled = true) {
  return useQuery({ ...guestPassesQueryOptions(), enabled });
}
