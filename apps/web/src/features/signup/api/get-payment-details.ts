import { useMutation } from '@tanstack/react-query';
import { paymentDetailsAnswerSchema } from '@gym/contracts/join';
import type { JoinPayload } from '../lib/build-join-payload';
import { signupRequest } from './signup-request';

/**
 * The payment preview (POST /api/ols/payment-details): what the chosen plan costs today, computed by the
 * server (decisions.md item 5) from the new-user or former-member payload with onlyPreview set.
 */
export async function getPaymentDetails(join: JoinPayload) {
  const answer = await signupRequest('/api/ols/payment-details', {
    method: 'POST',
    body: join.payload,
    schema: paymentDetailsAnswerSchema,
  });
  return answer.data;
}

export function useGetPaymentDetails() {
  return useMutation({ mutationFn: getPaymentDetails });
}
