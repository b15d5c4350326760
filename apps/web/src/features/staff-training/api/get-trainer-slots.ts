import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SessionLength, trainerSlotsAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { staffTrainingKey } from './get-club-training';

const slotsQueryOptions = (trainerId: string, clubId: string, minutes: SessionLength) =>
  queryOptions({
    queryKey: [...staffTrainingKey, 'slots', trainerId, clubId, minutes] as const,
    queryFn: async () =>
      (
        await apiRequest(`/trainers/${encodeURIComponent(trainerId)}/slots`, {
          query: { clubId, minutes },
          schema: trainerSlotsAnswerSchema,
        })
      ).data,
    // A member's booking takes a time within minutes.
    staleTime: 30_000,
    meta: { silent: true },
  });

/**
 * GET /trainers/:trainerId/slots?clubId=&minutes= (public): the trainer's free starts at the club by club day,
 * within their notice and horizon; what a booking or a move for a member can take.
 */
export function useTrainerSlots(trainerId: string | null, clubId: string, minutes: SessionLength) {
  return useQuery({ ...slotsQueryOptions(trainerId ?? '', clubId, minutes), enabled: trainerId !== null });
}
