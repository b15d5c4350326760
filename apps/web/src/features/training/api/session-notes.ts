import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingSessionAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { replaceTrainerSession } from './get-trainer-sessions';

/** PUT /trainer/sessions/:sessionId/notes: the trainer's private notes of a session (members never get them). */
export async function saveSessionNotes(sessionId: string, notes: string) {
  const answer = await apiRequest(`/trainer/sessions/${encodeURIComponent(sessionId)}/notes`, {
    method: 'PUT',
    body: { notes },
    schema: trainingSessionAnswerSchema,
  });
  return answer.data;
}

export function useSaveSessionNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, notes }: { sessionId: string; notes: string }) => saveSessionNotes(sessionId, notes),
    meta: { silent: true },
    onSuccess: (saved) => replaceTrainerSession(queryClient, saved),
  });
}
