import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PlanPreviewBody, paymentDetailsAnswerSchema } from '@gym/contracts/join';
import { signupRequest } from './signup-request';

/**
 * The plan preview (POST /api/ols/plan-preview): a plan's monthly price and what is due today at a club, worked
 * out by the server with the same quote as the preview on Sign, before the person or the card are known.
 */
export async function getPlanPreview(body: PlanPreviewBody) {
  const answer = await signupRequest('/api/ols/plan-preview', {
    method: 'POST',
    body,
    schema: paymentDetailsAnswerSchema,
  });
  return answer.data;
}

export const planPreviewQueryOptions = (body: PlanPreviewBody) =>
  queryOptions({
    queryKey: ['plan-preview', body.homeClubId, body.membershipId],
    queryFn: () => getPlanPreview(body),
    // The prorated amount changes with the day: a preview from an hour ago is still today's.
    staleTime: 60 * 60 * 1000,
    // The summary says in place that today's total could not be worked out; a banner would say it twice.
    meta: { silent: true },
  });

/** null while no plan is chosen. */
export function usePlanPreview(body: PlanPreviewBody | null) {
  return useQuery({
    ...planPreviewQueryOptions(body ?? { homeClubId: 0, membershipId: '' }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
