import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeClubSettings, settingsChanged } from './get-club-settings';

/** DELETE /staff/clubs/:clubId/closures/:closureId. */
export function useRemoveClosure(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closureId: string) =>
      changeClubSettings(clubId, { method: 'DELETE', path: `/closures/${encodeURIComponent(closureId)}` }),
    meta: { silent: true },
    onSuccess: (settings) => settingsChanged(queryClient, settings),
  });
}
