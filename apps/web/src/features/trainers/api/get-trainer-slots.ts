import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SessionLength, type TrainerSlots, trainerSlotsAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingQueryKey } from '../../../lib/training-query';

/**
 * GET /trainers/:trainerId/slots?clubId=&minutes= (public): the trainer's free starts at a club by club day, from
 * their notice to their horizon, with the club's time zone. Under the training prefix: a booking or a cancel asks
 * for them again.
 */
export async function getTrainerSlots(
  trainerId: string,
  clubId: string,
  minutes: SessionLength,
): Promise<TrainerSlots> {
  const answer = await apiRequest(`/trainers/${encodeURIComponent(trainerId)}/slots`, {
    query: { clubId, minutes },
    schema: trainerSlotsAnswerSchema,
  });
  return answer.data;
}

export const trainerSlotsQueryOptions = (trainerId: string, clubId: string, minutes: SessionLength) =>
  queryOptions({
    queryKey: [...trainingQueryKey, 'slots', trainerId, clubId, minutes] as const,
    queryFn: () => getTrainerSlots(trainerId, clubId, minutes),
    // Another member's booking takes a time within minutes of it.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    meta: { silent: true },
  });

export function useTrainerSlots(trainerId: string, clubId: string | undefined, minutes: SessionLength) {
  return useQuery({ ...trainerSlotsQueryOptions(trainerId, clubId ?? '', minutes), enabled: clubId !== undefined });
}
