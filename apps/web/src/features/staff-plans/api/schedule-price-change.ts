import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PriceChangeBody, recordedPriceChangeSchema } from '@gym/contracts/staff-plans';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_PLANS_KEY } from './get-plans';

/** POST /staff/plans/:planId/price-changes; the plans are fetched again. The dialog shows a failure in place. */
export function useSchedulePriceChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, body }: { planId: string; body: PriceChangeBody }) =>
      apiRequest(`/staff/plans/${encodeURIComponent(planId)}/price-changes`, {
        method: 'POST',
        body,
        schema: recordedPriceChangeSchema,
      }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_PLANS_KEY }),
  });
}
