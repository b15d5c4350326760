import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_BILLING_MESSAGES, cardChangeAnswerSchema } from '@gym/contracts/member-billing';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKey } from './get-billing';

/** DELETE /payment-methods/credit-card?cardId={id} */
export function deleteCard(cardId: string) {
  return apiRequest('/payment-methods/credit-card', {
    method: 'DELETE',
    query: { cardId },
    schema: cardChangeAnswerSchema,
  });
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    meta: { errorMessage: MEMBER_BILLING_MESSAGES.deleteCardError },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingQueryKey }),
  });
}
