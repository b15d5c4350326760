import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type SortLocationsBody, isActiveClub, sortLocationsAnswerSchema } from '@gym/contracts/clubs';
import { MESSAGES } from '@gym/contracts/messages';
import { apiRequest } from '../../../lib/api-client';

export async function sortLocations(body: SortLocationsBody) {
  const answer = await apiRequest('/api/ols/sort-locations', {
    method: 'POST',
    body,
    schema: sortLocationsAnswerSchema,
  });
  return answer.data.filter(isActiveClub);
}

export const sortedClubsQueryOptions = (body: SortLocationsBody) =>
  queryOptions({
    queryKey: ['clubs', 'sorted', body],
    queryFn: () => sortLocations(body),
    meta: { errorMessage: MESSAGES.loadSortedClubsError },
  });

/** Clubs nearest first; the previous list stays on screen while a new postal code is looked up. */
export function useSortedClubs(body: SortLocationsBody) {
  return useQuery({ ...sortedClubsQueryOptions(body), placeholderData: keepPreviousData });
}
