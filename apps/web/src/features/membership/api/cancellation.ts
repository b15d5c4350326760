import { useQuery } from '@tanstack/react-query';
import {
  MEMBERSHIP_MESSAGES,
  cancellationAnswerSchema,
  cancellationPreviewAnswerSchema,
} from '@gym/contracts/membership';
import { apiRequest } from '../../../lib/api-client';
import { useMembershipChange } from './use-membership-change';

/** What cancelling today would do (GET /membership/cancellation/preview), asked for when the dialog opens. */
export function useCancellationPreview(enabled: boolean) {
  return useQuery({
    // Not under the membership's key: a cancellation invalidates that, and the preview of one already given is
    // a refusal. It is asked for again each time the dialog opens.
    queryKey: ['cancellation-preview'],
    queryFn: async () =>
      (await apiRequest('/membership/cancellation/preview', { schema: cancellationPreviewAnswerSchema })).data,
    enabled,
    staleTime: 0,
    meta: { errorMessage: MEMBERSHIP_MESSAGES.previewError },
  });
}

/** POST /membership/cancellation: gives notice today. */
export function useCancelMembership() {
  return useMembershipChange(
    async () =>
      (await apiRequest('/membership/cancellation', { method: 'POST', schema: cancellationAnswerSchema })).data,
  );
}

/** DELETE /membership/cancellation: withdraws the notice before it takes effect. */
export function useWithdrawCancellation() {
  return useMembershipChange(
    async () =>
      (await apiRequest('/membership/cancellation', { method: 'DELETE', schema: cancellationAnswerSchema })).data,
  );
}
