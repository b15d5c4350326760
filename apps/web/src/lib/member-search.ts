import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MEMBER_SEARCH, memberSearchAnswerSchema } from '@gym/contracts/staff';
import { apiRequest } from './api-client';

/** GET /staff/members?q=: the members of the account's clubs that match (the search page and every member picker). */
export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['staff', 'members', 'search', q],
    queryFn: async () =>
      (await apiRequest(`/staff/members?q=${encodeURIComponent(q)}`, { schema: memberSearchAnswerSchema })).members,
  });

/** Searches once the text means something; the previous results stay while the next ones come. */
export function useMemberSearch(q: string) {
  const query = q.trim();
  return useQuery({
    ...memberSearchQueryOptions(query),
    enabled: query.length >= MEMBER_SEARCH.minLength,
    placeholderData: keepPreviousData,
  });
}
