import { queryOptions, useQuery } from '@tanstack/react-query';
import { clubsHoursAnswerSchema } from '@gym/contracts/club-hours';
import { apiRequest } from './api-client';

/** Hours change at an opening or a closing: read again every five minutes while a page shows them. */
export const CLUB_HOURS_REFRESH_MS = 5 * 60_000;

/**
 * GET /clubs/hours: every club's week, closures and whether it is open now (public), for the pages that show a
 * club to members (the clubs page, the member home). Quiet on failure: the hours are a line beside the club, and a
 * page without them still works.
 */
export const clubsHoursQueryOptions = () =>
  queryOptions({
    queryKey: ['clubs', 'hours'],
    queryFn: async () => (await apiRequest('/clubs/hours', { schema: clubsHoursAnswerSchema })).data,
    refetchInterval: CLUB_HOURS_REFRESH_MS,
    meta: { silent: true },
  });

export function useClubsHours() {
  return useQuery(clubsHoursQueryOptions());
}
