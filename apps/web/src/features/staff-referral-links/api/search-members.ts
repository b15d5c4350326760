import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_SEARCH, memberSearchAnswerSchema } from '@gym/contracts/staff';
import { apiRequest } from '../../../lib/api-client';

/** GET /staff/members?q=: the member search of the console, to choose whom the referral link is for. */
export const referrerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'members', 'search', q],
    queryFn: async () =>
      (await apiRequest(`/staff/members?q=${encodeURIComponent(q)}`, { schema: memberSearchAnswerSchema })).members,
  });

export function useReferrerSearch(q: string) {
  const query = q.trim();
  return useQuery({
    ...referrerSearchQueryOptions(query),
    enabled: query.length >= MEMBER_SEARCH.minLength,
    placeholderData: keepPreviousData,
  });
}
