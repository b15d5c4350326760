import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_BILLING_MESSAGES, type MakePrimaryQuery, cardChangeAnswerSchema } from '@gym/contracts/member-billing';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKey } from './get-billing';

/** PUT /billing?cardId=&billingAddressLine1=&billingCity=&billingState=&billingZip= */
export function makePrimary(query: MakePrimaryQuery) {
  return apiRequest('/billing', { method: 'PUT', query: { ...query }, schema: cardChangeAnswerSchema });
}

export function useMakePrimary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePrimary,
    meta: { errorMessage: MEMBER_BILLING_MESSAGES.makePrimaryError },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingQueryKey }),
  });
}
