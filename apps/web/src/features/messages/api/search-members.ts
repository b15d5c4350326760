import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { START_CONVERSATION_MESSAGES, memberSearchAnswerSchema } from '@gym/contracts/chat';
import { apiRequest } from '../../../lib/api-client';

/** GET /messages/members?q=: the director's member search (the server refuses every other role). */
export const memberSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['messages', 'member-search', query],
    queryFn: async ({ signal }) =>
      (await apiRequest('/messages/members', { query: { q: query }, schema: memberSearchAnswerSchema, signal }))
        .members,
    meta: { errorMessage: START_CONVERSATION_MESSAGES.searchFailed },
  });

/** Runs once a query has been submitted (null before); the previous results stay while the next load. */
export function useMemberSearch(query: string | null) {
  return useQuery({
    ...memberSearchQueryOptions(query ?? ''),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
