import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TrainerClasses, trainerClassesAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';

/** GET /trainer/classes: the signed-in trainer's classes from yesterday to a week ahead, soonest first. */
export async function getTrainerClasses(): Promise<TrainerClasses> {
  const answer = await apiRequest('/trainer/classes', { schema: trainerClassesAnswerSchema });
  return answer.data;
}

export const trainerClassesQueryOptions = () =>
  queryOptions({
    queryKey: ['trainer', 'classes'],
    queryFn: getTrainerClasses,
    // The places taken move as members book; a class cancelled by the club shows within minutes.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    meta: { silent: true },
  });

export function useTrainerClasses() {
  return useQuery(trainerClassesQueryOptions());
}
