import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { PAYMENT_KEY_HEADER } from '@gym/contracts/member-billing';
import { type Pack, packAnswerSchema } from '@gym/contracts/personal-training';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { billingQueryKey } from '../../../lib/query-keys';
import { trainingQueryKey } from '../../../lib/training-query';

/**
 * POST /training/packs with the purchase's request key: charged once per key with the primary card (the intro
 * session is granted, free). A decline is a 402 with the provider's reason, a payment under way a 409.
 */
export async function buyPack(key: string, offerId: string): Promise<Pack> {
  const answer = await apiRequest('/training/packs', {
    method: 'POST',
    body: { offerId },
    headers: { [PAYMENT_KEY_HEADER]: key },
    schema: packAnswerSchema,
  });
  return answer.data;
}

/** A final answer ends the purchase's key; a timeout, a network failure or a 5xx may have charged, so it stays. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Buys a pack. One request key per purchase the member confirms: asking again after an unknown outcome reuses it
 * for the same pack, so the server answers the first purchase instead of charging twice (docs/decisions/0053).
 * The failure is shown in the dialog, not in the banner.
 */
export function useBuyPack() {
  const queryClient = useQueryClient();
  const purchase = useRef<{ key: string; offerId: string } | null>(null);
  return useMutation({
    mutationFn: (offerId: string) => {
      if (purchase.current?.offerId !== offerId) purchase.current = { key: crypto.randomUUID(), offerId };
      return buyPack(purchase.current.key, offerId);
    },
    meta: { silent: true },
    onSuccess: () => {
      purchase.current = null;
    },
    onError: (error) => {
      if (isFinal(error)) purchase.current = null;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingQueryKey }),
        queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      ]),
  });
}
