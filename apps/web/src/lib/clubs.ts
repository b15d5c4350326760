import { queryOptions, useQuery } from '@tanstack/react-query';
import { clubListSchema } from '@gym/contracts/clubs';
import { MESSAGES } from '@gym/contracts/messages';
import { apiRequest } from './api-client';

/** GET /clubs: every club by name, reference data many pages show (the clubs page, the desk, the profile, staff). */
export const clubsQueryOptions = () =>
  queryOptions({
    queryKey: ['clubs', 'all'],
    queryFn: () => apiRequest('/clubs', { schema: clubListSchema }),
    meta: { errorMessage: MESSAGES.loadClubsError },
  });

export function useClubs() {
  return useQuery(clubsQueryOptions());
}
