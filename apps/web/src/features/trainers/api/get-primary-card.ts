import { queryOptions, useQuery } from '@tanstack/react-query';
import { type StoredCard, billingAnswerSchema } from '@gym/contracts/member-billing';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKey } from '../../../lib/query-keys';

/**
 * The card a pack is paid with: the member's primary saved card (GET /billing's cards), null without one. Under the
 * billing prefix, so that a card added or made primary on /billing shows here too.
 */
export const primaryCardQueryOptions = () =>
  queryOptions({
    queryKey: [...billingQueryKey, 'primary-card'] as const,
    queryFn: async (): Promise<StoredCard | null> => {
      const cards = (await apiRequest('/billing', { schema: billingAnswerSchema })).paymentData.data.creditCards;
      return cards.find((card) => card.isPrimary) ?? cards[0] ?? null;
    },
    meta: { silent: true },
  });

export function usePrimaryCard(enabled: boolean) {
  return useQuery({ ...primaryCardQueryOptions(), enabled });
}
