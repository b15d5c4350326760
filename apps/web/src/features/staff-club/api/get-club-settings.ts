import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type StaffClubSettings, staffClubSettingsAnswerSchema } from '@gym/contracts/staff-clubs';
import { apiRequest } from '../../../lib/api-client';

const clubPath = (clubId: string) => `/staff/clubs/${encodeURIComponent(clubId)}`;

export const clubSettingsQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ['staff', 'clubs', clubId, 'settings'],
    queryFn: async () =>
      (await apiRequest(`${clubPath(clubId)}/settings`, { schema: staffClubSettingsAnswerSchema })).data,
  });

/** GET /staff/clubs/:clubId/settings (the club's managers, the director): capacity, weekly hours, closures. */
export function useClubSettings(clubId: string) {
  return useQuery(clubSettingsQueryOptions(clubId));
}

/**
 * One change to a club's settings: PUT hours or capacity, POST or DELETE a closure; each answers the settings as
 * they are now. The forms show a refusal in place, in the server's words.
 */
export async function changeClubSettings(
  clubId: string,
  change: { method: 'PUT' | 'POST' | 'DELETE'; path: string; body?: unknown },
): Promise<StaffClubSettings> {
  const answer = await apiRequest(`${clubPath(clubId)}${change.path}`, {
    method: change.method,
    body: change.body,
    schema: staffClubSettingsAnswerSchema,
  });
  return answer.data;
}

/**
 * Keeps the answer as the page's settings, and makes the members' pages read the club's hours again (the hours and
 * the capacity are what they show: open now, how busy against capacity) and the occupancy chart its capacity line.
 */
export function settingsChanged(queryClient: QueryClient, settings: StaffClubSettings) {
  queryClient.setQueryData(clubSettingsQueryOptions(settings.clubId).queryKey, settings);
  void queryClient.invalidateQueries({ queryKey: ['clubs'] });
  void queryClient.invalidateQueries({ queryKey: ['staff', 'clubs', settings.clubId, 'occupancy'] });
}
