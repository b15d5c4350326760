import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  MEMBER_BILLING_MESSAGES,
  type MakePaymentBody,
  PAYMENT_KEY_HEADER,
  makePaymentAnswerSchema,
} from '@gym/contracts/member-billing';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { billingQueryKey } from './get-billing';

/** POST /billing/make-payment with the payment's request key: the same key never pays twice. */
export function makePayment(key: string, body: MakePaymentBody = {}) {
  return apiRequest('/billing/make-payment', {
    method: 'POST',
    body,
    headers: { [PAYMENT_KEY_HEADER]: key },
    schema: makePaymentAnswerSchema,
  });
}

/** A final answer ends the payment's key; a timeout, a network failure or a 5xx may have paid, so it stays. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Pays the balance due with the primary card. One request key per payment: a repeat after an unknown outcome
 * reuses it, so the server answers the first payment instead of charging again (docs/decisions/0013).
 */
export function useMakePayment() {
  const queryClient = useQueryClient();
  const key = useRef<string | null>(null);
  return useMutation({
    mutationFn: () => {
      key.current ??= crypto.randomUUID();
      return makePayment(key.current);
    },
    meta: { errorMessage: MEMBER_BILLING_MESSAGES.makePaymentError },
    onSuccess: () => {
      key.current = null;
    },
    onError: (error) => {
      if (isFinal(error)) key.current = null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingQueryKey }),
  });
}
