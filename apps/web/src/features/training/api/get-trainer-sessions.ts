import { useQuery } from '@tanstack/react-query';
import { myTrainingSessionsAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingQueryKey } from '../../../lib/training-query';

/** GET /trainer/sessions: the trainer's sessions from yesterday to four weeks ahead (their calendar). */
export function useTrainerSessions() {
  return useQuery({
    queryKey: [...trainingQueryKey, 'trainer', 'sessions'] as const,
    queryFn: async () => (await apiRequest('/trainer/sessions', { schema: myTrainingSessionsAnswerSchema })).data,
    // A member's booking shows without a reload.
    refetchInterval: 2 * 60_000,
    meta: { silent: true },
  });
}
