import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosureBody } from '@gym/contracts/club-hours';
import { changeClubSettings, settingsChanged } from './get-club-settings';

/** POST /staff/clubs/:clubId/closures: a day closed, or its special hours (a 409 when the day has one already). */
export function useAddClosure(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosureBody) => changeClubSettings(clubId, { method: 'POST', path: '/closures', body }),
    meta: { silent: true },
    onSuccess: (settings) => settingsChanged(queryClient, settings),
  });
}
