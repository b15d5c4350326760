import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SetOffersBody, staffOffersAnswerSchema } from '@gym/contracts/staff-training';
import { apiRequest } from '../../../lib/api-client';
import { staffTrainingKey } from './get-club-training';

const packsPath = (clubId: string) => `/staff/clubs/${encodeURIComponent(clubId)}/training-packs`;
const packsKey = (clubId: string) => [...staffTrainingKey, 'packs', clubId] as const;

/** GET /staff/clubs/:clubId/training-packs: the club's packs and prices, those no longer sold too. */
export function useTrainingPacks(clubId: string) {
  return useQuery({
    queryKey: packsKey(clubId),
    queryFn: async () => (await apiRequest(packsPath(clubId), { schema: staffOffersAnswerSchema })).data,
    meta: { silent: true },
  });
}

/** PUT /staff/clubs/:clubId/training-packs (the director): the whole list; a pack left out is no longer sold. */
export function useSaveTrainingPacks(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SetOffersBody) =>
      (await apiRequest(packsPath(clubId), { method: 'PUT', body, schema: staffOffersAnswerSchema })).data,
    meta: { silent: true },
    onSuccess: (offers) => {
      queryClient.setQueryData(packsKey(clubId), offers);
      // What members are offered at the club (the trainers' pages keep the offers under this key).
      void queryClient.invalidateQueries({ queryKey: ['training-packs', clubId] });
    },
  });
}
