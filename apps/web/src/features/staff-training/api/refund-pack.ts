import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PackRefundBody, packRefundAnswerSchema, refundablePackAnswerSchema } from '@gym/contracts/staff-training';
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

/** GET /staff/training/packs/:packId: the pack's unused sessions and what refunding 1, 2, ... of them gives back. */
export function useRefundablePack(packId: string) {
  return useQuery({
    queryKey: ['staff', 'training', 'pack', packId],
    queryFn: async () =>
      (
        await apiRequest(`/staff/training/packs/${encodeURIComponent(packId)}`, {
          schema: refundablePackAnswerSchema,
        })
      ).data,
  });
}
