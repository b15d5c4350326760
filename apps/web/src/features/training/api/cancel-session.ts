import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TrainingSession, trainingSessionAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingQueryKey } from '../../../lib/training-query';

/**
 * POST /training/sessions/:sessionId/cancel, the member's or the trainer's: answers the session as it ends
 * (`returnedToPack` says whether the session went back to the pack). A refusal is the server's reason.
 */
export async function cancelSession(sessionId: string): Promise<TrainingSession> {
  const answer = await apiRequest(`/training/sessions/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
    schema: trainingSessionAnswerSchema,
  });
  return answer.data;
}

/** Whatever it answers, the packs, the sessions (the member's and the trainer's) and the free times are asked again. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
  });
}
