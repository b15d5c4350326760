import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vaccineReviewAnswerSchema } from '@gym/contracts/vaccine';
import { apiRequest } from '../../../lib/api-client';
import { PENDING_RECORDS_KEY } from './get-vaccine-records';

export type ReviewAction = 'confirm' | 'reject';

/**
 * POST /staff/vaccine-records/:id/confirm or /reject. The queue is read again either way: a 409 means another
 * reviewer was first, and the banner shows the server's text.
 */
export function useReviewRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ReviewAction }) =>
      apiRequest(`/staff/vaccine-records/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        schema: vaccineReviewAnswerSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_RECORDS_KEY }),
  });
}
