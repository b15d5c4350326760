import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type BookTrainingBody,
  type TrainingSession,
  trainingSessionAnswerSchema,
} from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingQueryKey } from '../../../lib/training-query';

/**
 * POST /training/sessions: a trainer's free start, with a session of the member's pack for that club and length.
 * A 409 is the server's reason (the time was taken, no session left).
 */
export async function bookSession(body: BookTrainingBody): Promise<TrainingSession> {
  const answer = await apiRequest('/training/sessions', {
    method: 'POST',
    body,
    schema: trainingSessionAnswerSchema,
  });
  return answer.data;
}

/** Whatever it answers, the member's packs and sessions and the free times are asked for again. */
export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSession,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
  });
}
