import { queryOptions, useQuery } from '@tanstack/react-query';
import { clubTrainersAnswerSchema } from '@gym/contracts/staff-classes';
import { apiRequest } from '../../../lib/api-client';

/** GET /staff/clubs/:clubId/trainers (managers, the director): whom a class can be given to instead. */
export const clubTrainersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ['staff', 'clubs', clubId, 'trainers'],
    queryFn: async () =>
      (await apiRequest(`/staff/clubs/${encodeURIComponent(clubId)}/trainers`, { schema: clubTrainersAnswerSchema }))
        .data,
    staleTime: 5 * 60_000,
  });

export function useClubTrainers(clubId: string) {
  return useQuery(clubTrainersQueryOptions(clubId));
}
