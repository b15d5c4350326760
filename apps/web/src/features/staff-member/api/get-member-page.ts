import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberPageSchema } from '@gym/contracts/staff-member';
import { apiRequest } from '../../../lib/api-client';

export const memberPageQueryKey = (memberId: string) => ['staff', 'member', memberId] as const;

/** GET /staff/members/:memberId: everything the member's page shows, in one answer. */
export const memberPageQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: memberPageQueryKey(memberId),
    queryFn: () => apiRequest(`/staff/members/${encodeURIComponent(memberId)}`, { schema: memberPageSchema }),
    // 'Member not found' (not one of the account's clubs, or no such member) is the page's own message.
    meta: { shownInPlace: ['NOT_FOUND'] },
  });

export function useMemberPage(memberId: string) {
  return useQuery(memberPageQueryOptions(memberId));
}
