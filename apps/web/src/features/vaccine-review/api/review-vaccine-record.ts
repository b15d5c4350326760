import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type VaccineRejectBody, vaccineReviewAnswerSchema } from '@gym/contracts/vaccine';
import { apiRequest } from '../../../lib/api-client';
import { PENDING_RECORDS_KEY } from './get-vaccine-records';

export type ReviewAction = 'confirm' | 'reject';

/** A review: confirm takes nothing more, a rejection its reason (e-mailed to the member). */
export type ReviewDecision = { id: string; action: 'confirm' } | ({ id: string; action: 'reject' } & VaccineRejectBody);

/**
 * POST /staff/vaccine-records/:id/confirm or /reject. The queue is read again either way: a 409 means another
 * reviewer was first, and the banner shows the server's text.
 */
export function useReviewRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      apiRequest(`/staff/vaccine-records/${encodeURIComponent(decision.id)}/${decision.action}`, {
        method: 'POST',
        body: decision.action === 'reject' ? { reason: decision.reason } : undefined,
        schema: vaccineReviewAnswerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_RECORDS_KEY }),
  });
}
