import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PackRefundBody, packRefundAnswerSchema } from '@gym/contracts/staff-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingChanged } from './get-club-training';

/**
 * POST /staff/training/packs/:packId/refund with the dialog's one idempotency key: a double click or a retry after a
 * timeout is answered with the same refund, never a second one. The provider may take a while: the long timeout.
 */
export function useRefundPack(packId: string, requestKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PackRefundBody) =>
      (
        await apiRequest(`/staff/training/packs/${encodeURIComponent(packId)}/refund`, {
          method: 'POST',
          body,
          headers: { 'idempotency-key': requestKey },
          schema: packRefundAnswerSchema,
          long: true,
        })
      ).data,
    meta: { silent: true },
    onSuccess: () => trainingChanged(queryClient),
  });
}
