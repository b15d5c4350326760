import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { clubTrainingAnswerSchema } from '@gym/contracts/staff-training';
import { apiRequest } from '../../../lib/api-client';

/** Everything this page reads is under it: a booking, a move or a refund reads the calendar and the free times again. */
export const staffTrainingKey = ['staff', 'training'] as const;

export const clubTrainingQueryOptions = (clubId: string, from: string, days: number) =>
  queryOptions({
    queryKey: [...staffTrainingKey, 'calendar', clubId, from, days] as const,
    queryFn: async () =>
      (
        await apiRequest(`/staff/clubs/${encodeURIComponent(clubId)}/training`, {
          query: { from, days },
          schema: clubTrainingAnswerSchema,
        })
      ).data,
    // The calendar says it in place.
    meta: { silent: true },
  });

/** GET /staff/clubs/:clubId/training?from=&days= (the club's managers, the director): its trainers and their sessions. */
export function useClubTraining(clubId: string, from: string, days = 7) {
  return useQuery(clubTrainingQueryOptions(clubId, from, days));
}

export function trainingChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: staffTrainingKey });
}
