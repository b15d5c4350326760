import { queryOptions, useQuery } from '@tanstack/react-query';
import { clubListSchema } from '@gym/contracts/clubs';
import { MESSAGES } from '@gym/contracts/messages';
import { apiRequest } from '../../../lib/api-client';
import { sharedText } from '../../../lib/i18n/catalog';

/** A club by location name; anything but exactly one club is 'club does not exist'. */
export async function getClub(name: string) {
  const clubs = await apiRequest(`/clubs/${encodeURIComponent(name)}`, { schema: clubListSchema });
  const [club] = clubs;
  if (clubs.length !== 1 || !club) throw new Error(sharedText(MESSAGES.clubDoesNotExist));
  return club;
}

export const clubQueryOptions = (name: string) =>
  queryOptions({ queryKey: ['clubs', 'by-name', name], queryFn: () => getClub(name), retry: false });

export function useClub(name: string | undefined) {
  return useQuery({ ...clubQueryOptions(name ?? ''), enabled: Boolean(name) });
}
