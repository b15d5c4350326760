import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, type FrameCard } from '@gym/contracts/billing';
import { type StoredCard, addCardAnswerSchema } from '@gym/contracts/member-billing';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKey } from './get-billing';

export interface AddCardInput {
  card: FrameCard;
  /** 'Update Card': the new card replaces the primary one. */
  isPrimary: boolean;
}

export async function addCard({ card, isPrimary }: AddCardInput): Promise<StoredCard> {
  const answer = await apiRequest('/payment-methods/credit-card', {
    method: 'POST',
    body: { ...card, isPrimary },
    schema: addCardAnswerSchema,
  });
  return answer.data.creditCard;
}

/**
 * Saves the frame's card. 'Add New Card' fails with 'Add new card error.'; 'Update Card' (a new primary card)
 * with 'Save card info error.'. The billing data reloads afterwards, whatever the outcome.
 */
export function useAddCard(kind: 'add' | 'update') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    meta: { errorMessage: kind === 'add' ? BILLING_MESSAGES.addNewCardError : BILLING_MESSAGES.saveCardInfoError },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingQueryKey }),
  });
}
