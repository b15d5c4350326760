import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followUpMarkAnswerSchema } from '@gym/contracts/staff-follow-ups';
import { apiRequest } from '../../../lib/api-client';
import { FOLLOW_UP_KEYS } from './follow-up-keys';

/** POST .../reminder: e-mails the visitor a link back into their sign-up; the row shows the mark after. */
export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signupId: string) =>
      apiRequest(`/staff/follow-ups/signups/${signupId}/reminder`, {
        method: 'POST',
        schema: followUpMarkAnswerSchema,
      }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FOLLOW_UP_KEYS.all }),
  });
}
