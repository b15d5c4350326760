import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CapacityBody } from '@gym/contracts/staff-clubs';
import { changeClubSettings, settingsChanged } from './get-club-settings';

/** PUT /staff/clubs/:clubId/capacity. */
export function useUpdateCapacity(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CapacityBody) => changeClubSettings(clubId, { method: 'PUT', path: '/capacity', body }),
    meta: { silent: true },
    onSuccess: (settings) => settingsChanged(queryClient, settings),
  });
}
