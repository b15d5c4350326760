import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalInfo } from '@gym/contracts/personal-info';
import { PROFILE_MESSAGES, profileAnswerSchema } from '@gym/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /contacts/update_profile: the answer is the saved profile, which replaces the cached one. */
export function useUpdateProfile(sfId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: PersonalInfo) =>
      apiRequest('/contacts/update_profile', { method: 'PUT', body: info, schema: profileAnswerSchema }),
    meta: { errorMessage: PROFILE_MESSAGES.updateError },
    onSuccess: (answer) => queryClient.setQueryData(profileQueryKey(sfId), answer.data),
  });
}
