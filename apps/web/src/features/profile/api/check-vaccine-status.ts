import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_MESSAGES } from '@gym/contracts/profile';
import { fetchProfile, profileQueryKey } from './get-profile';

/**
 * The "Check status" button: reads the profile again now (staff may have reviewed the upload meanwhile). A
 * mutation, so a failure shows the status check's own text rather than the profile load's.
 */
export function useCheckVaccineStatus(sfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fetchProfile,
    meta: { errorMessage: PROFILE_MESSAGES.statusError },
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey(sfId), profile),
  });
}
