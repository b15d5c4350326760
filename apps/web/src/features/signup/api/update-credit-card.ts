import { useMutation } from '@tanstack/react-query';
import { BILLING_MESSAGES } from '@gym/contracts/billing';
import { type UpdateCardBody, updateCardAnswerSchema } from '@gym/contracts/join';
import { sharedText } from '../../../lib/i18n/catalog';
import { signupRequest } from './signup-request';

/** Names a card that insert-card-details kept (PUT /api/ols/credit-card). */
export async function updateCreditCard(body: UpdateCardBody) {
  const answer = await signupRequest('/api/ols/credit-card', {
    method: 'PUT',
    body,
    schema: updateCardAnswerSchema,
  });
  if (!answer.success) throw new Error(answer.message ?? sharedText(BILLING_MESSAGES.saveCardInfoError));
  return answer;
}

export function useUpdateCreditCard() {
  return useMutation({
    mutationFn: updateCreditCard,
    meta: { errorMessage: BILLING_MESSAGES.saveCardInfoError },
  });
}
