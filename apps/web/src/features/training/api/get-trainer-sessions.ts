import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type TrainingSession, myTrainingSessionsAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingQueryKey } from '../../../lib/training-query';

/** The trainer's calendar in the query cache (under `trainingQueryKey`: a cancel or a booking asks it again). */
export const trainerSessionsQueryKey = [...trainingQueryKey, 'trainer', 'sessions'] as const;

/** GET /trainer/sessions: the trainer's sessions from yesterday to four weeks ahead (their calendar, notes included). */
export function useTrainerSessions() {
  return useQuery({
    queryKey: trainerSessionsQueryKey,
    queryFn: async () => (await apiRequest('/trainer/sessions', { schema: myTrainingSessionsAnswerSchema })).data,
    // A member's booking shows without a reload.
    refetchInterval: 2 * 60_000,
    meta: { silent: true },
  });
}

/** A session as the server answered a change of it (a mark, notes), put in place in the trainer's calendar. */
export function replaceTrainerSession(queryClient: QueryClient, saved: TrainingSession) {
  queryClient.setQueryData<TrainingSession[]>(trainerSessionsQueryKey, (sessions) =>
    sessions?.map((session) => (session.id === saved.id ? saved : session)),
  );
}
