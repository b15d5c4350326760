import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followUpMarkAnswerSchema } from '@gym/contracts/staff-follow-ups';
import { apiRequest } from '../../../lib/api-client';
import { FOLLOW_UP_KEYS } from './follow-up-keys';

export type ContactedSubject = { kind: 'signup'; id: string } | { kind: 'member'; id: string };

const pathOf = (subject: ContactedSubject) =>
  subject.kind === 'signup'
    ? `/staff/follow-ups/signups/${subject.id}/contacted`
    : `/staff/follow-ups/past-due/${subject.id}/contacted`;

/** POST .../contacted, for a sign-up or a past-due member. */
export function useMarkContacted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subject: ContactedSubject) =>
      apiRequest(pathOf(subject), { method: 'POST', schema: followUpMarkAnswerSchema }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FOLLOW_UP_KEYS.all }),
  });
}
