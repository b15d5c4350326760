import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingSessionAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingChanged } from './get-club-training';

/** PUT /staff/training/sessions/:sessionId: a booked session to another free start of its trainer (both are told). */
export function useMoveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sessionId, startsAt }: { sessionId: string; startsAt: string }) =>
      (
        await apiRequest(`/staff/training/sessions/${encodeURIComponent(sessionId)}`, {
          method: 'PUT',
          body: { startsAt },
          schema: trainingSessionAnswerSchema,
        })
      ).data,
    meta: { silent: true },
    onSuccess: () => trainingChanged(queryClient),
  });
}
