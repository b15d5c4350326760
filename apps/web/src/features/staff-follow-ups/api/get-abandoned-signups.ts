import { queryOptions, useQuery } from '@tanstack/react-query';
import { abandonedSignupsAnswerSchema } from '@gym/contracts/staff-follow-ups';
import { apiRequest } from '../../../lib/api-client';
import { FOLLOW_UP_KEYS, clubQuery } from './follow-up-keys';

/** GET /staff/follow-ups/signups: the last 7 days' abandoned sign-ups of one club, or of all the account's. */
export const abandonedSignupsQueryOptions = (clubId: string | null) =>
  queryOptions({
    queryKey: FOLLOW_UP_KEYS.signups(clubId),
    queryFn: async () =>
      (await apiRequest(`/staff/follow-ups/signups${clubQuery(clubId)}`, { schema: abandonedSignupsAnswerSchema }))
        .signups,
  });

export function useAbandonedSignups(clubId: string | null) {
  return useQuery(abandonedSignupsQueryOptions(clubId));
}
