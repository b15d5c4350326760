import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClubPage, clubPageAnswerSchema } from '@gym/contracts/club-page';
import { apiRequest } from '../../../lib/api-client';
import { clubPageQueryKey } from './club-page-key';

/** How often a visitor's page asks again how busy the club is (a member's home hears it live instead). */
export const BUSY_REFRESH_MS = 60_000;

export async function getClubPage(slug: string): Promise<ClubPage> {
  return (await apiRequest(`/clubs/page/${encodeURIComponent(slug)}`, { schema: clubPageAnswerSchema })).data;
}

export const clubPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: clubPageQueryKey(slug),
    queryFn: () => getClubPage(slug),
    // An unknown club is 'Page not found', said by the page itself.
    meta: { shownInPlace: ['NOT_FOUND'] },
  });

export function useClubPage(slug: string) {
  return useQuery({ ...clubPageQueryOptions(slug), refetchInterval: BUSY_REFRESH_MS });
}
