import { queryOptions, useQuery } from '@tanstack/react-query';
import { clubListSchema } from '@gym/contracts/clubs';
import { MESSAGES } from '@gym/contracts/messages';
import { apiRequest } from '../../../lib/api-client';

/** GET /clubs for the favourite-club choice; the same query key as the clubs page, so the list is fetched once. */
export const clubsQueryOptions = () =>
  queryOptions({
    queryKey: ['clubs', 'all'],
    queryFn: () => apiRequest('/clubs', { schema: clubListSchema }),
    meta: { errorMessage: MESSAGES.loadClubsError },
  });

export function useClubs() {
  return useQuery(clubsQueryOptions());
}
