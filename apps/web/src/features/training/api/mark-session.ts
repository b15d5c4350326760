import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingSessionAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingQueryKey } from '../../../lib/training-query';
import { replaceTrainerSession } from './get-trainer-sessions';

export type SessionAttendance = 'attended' | 'noShow';

/**
 * PUT /trainer/sessions/:sessionId/attendance: the trainer's mark once the session has started, attended or a
 * no-show (either uses the session; a mark may be changed). Before the start the server refuses with its reason.
 */
export async function markSession(sessionId: string, attendance: SessionAttendance) {
  const answer = await apiRequest(`/trainer/sessions/${encodeURIComponent(sessionId)}/attendance`, {
    method: 'PUT',
    body: { attendance },
    schema: trainingSessionAnswerSchema,
  });
  return answer.data;
}

export function useMarkSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, attendance }: { sessionId: string; attendance: SessionAttendance }) =>
      markSession(sessionId, attendance),
    meta: { silent: true },
    onSuccess: (saved) => replaceTrainerSession(queryClient, saved),
    // A mark uses the session: whatever the answer, the training queries are asked again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
  });
}
