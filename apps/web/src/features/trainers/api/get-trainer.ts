import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Trainer, trainerAnswerSchema } from '@gym/contracts/trainers';
import { apiRequest } from '../../../lib/api-client';

/** GET /trainers/:trainerId (public): one trainer's approved profile and the clubs they work at. */
export async function getTrainer(trainerId: string): Promise<Trainer> {
  return (await apiRequest(`/trainers/${encodeURIComponent(trainerId)}`, { schema: trainerAnswerSchema })).data;
}

export const trainerQueryOptions = (trainerId: string) =>
  queryOptions({
    queryKey: ['trainers', 'one', trainerId] as const,
    queryFn: () => getTrainer(trainerId),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export function useTrainer(trainerId: string) {
  return useQuery(trainerQueryOptions(trainerId));
}
