import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PackOffer, packOffersAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';

/** GET /clubs/:clubId/training-packs (public): the packs a club sells, and its free intro session. */
export async function getPackOffers(clubId: string): Promise<PackOffer[]> {
  return (await apiRequest(`/clubs/${encodeURIComponent(clubId)}/training-packs`, { schema: packOffersAnswerSchema }))
    .data;
}

export const packOffersQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ['training-packs', clubId] as const,
    queryFn: () => getPackOffers(clubId),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

/** Asked for when the member has no pack to book with (`enabled`). */
export function usePackOffers(clubId: string, enabled: boolean) {
  return useQuery({ ...packOffersQueryOptions(clubId), enabled });
}
