import { useMutation } from '@tanstack/react-query';
import { BILLING_MESSAGES, type FrameCard } from '@gym/contracts/billing';
import { insertCardAnswerSchema } from '@gym/contracts/join';
import { signupRequest } from './signup-request';

/** Keeps a new card from the frame (its token and masked fields, never the number); answers its creditCardId. */
export async function insertCardDetails(card: FrameCard): Promise<string> {
  const answer = await signupRequest('/api/ols/insert-card-details', {
    method: 'POST',
    body: card,
    schema: insertCardAnswerSchema,
  });
  return answer.data.creditCardId;
}

export function useInsertCardDetails() {
  return useMutation({
    mutationFn: insertCardDetails,
    meta: { errorMessage: BILLING_MESSAGES.addNewCardError },
  });
}
