import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Trainer, trainersAnswerSchema } from '@gym/contracts/trainers';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /trainers?clubId= (public): the trainers who work at a club, with their approved profiles. The page filters
 * them by speciality and language itself: a club has a few, and the chips offered are those its trainers have.
 */
export async function getClubTrainers(clubId: string): Promise<Trainer[]> {
  return (await apiRequest('/trainers', { query: { clubId }, schema: trainersAnswerSchema })).data;
}

export const clubTrainersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ['trainers', 'club', clubId] as const,
    queryFn: () => getClubTrainers(clubId),
    staleTime: 5 * 60_000,
    // The page says it in place, with a way to try again.
    meta: { silent: true },
  });

export function useClubTrainers(clubId: string) {
  return useQuery(clubTrainersQueryOptions(clubId));
}
