import { queryOptions, useQuery } from '@tanstack/react-query';
import { pastDueAnswerSchema } from '@gym/contracts/staff-follow-ups';
import { apiRequest } from '../../../lib/api-client';
import { FOLLOW_UP_KEYS, clubQuery } from './follow-up-keys';

/** GET /staff/follow-ups/past-due: past-due and suspended members of one club, or of all the account's. */
export const pastDueMembersQueryOptions = (clubId: string | null) =>
  queryOptions({
    queryKey: FOLLOW_UP_KEYS.pastDue(clubId),
    queryFn: async () =>
      (await apiRequest(`/staff/follow-ups/past-due${clubQuery(clubId)}`, { schema: pastDueAnswerSchema })).members,
  });

export function usePastDueMembers(clubId: string | null) {
  return useQuery(pastDueMembersQueryOptions(clubId));
}
