import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoursBody } from '@gym/contracts/staff-clubs';
import { changeClubSettings, settingsChanged } from './get-club-settings';

/** PUT /staff/clubs/:clubId/hours: the whole week at once. */
export function useUpdateHours(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoursBody) => changeClubSettings(clubId, { method: 'PUT', path: '/hours', body }),
    meta: { silent: true },
    onSuccess: (settings) => settingsChanged(queryClient, settings),
  });
}
