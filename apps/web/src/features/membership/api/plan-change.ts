import { useQuery } from '@tanstack/react-query';
import { type PlanChangeBody, planChangeAnswerSchema, planChangeStatusAnswerSchema } from '@gym/contracts/plan-change';
import { apiRequest } from '../../../lib/api-client';
import { membershipQueryKey } from '../../../lib/query-keys';
import { useMembershipChange } from './use-membership-change';

export const PLAN_CHANGE_LOAD_ERROR = "We couldn't load the plans you can change to. Try again in a moment.";

/**
 * The plans and clubs the member may change to, with their money (GET /membership/plan-change). Under the
 * membership's key, so that every change made from /membership asks for it again.
 */
export function usePlanChangeStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...membershipQueryKey, 'plan-change'],
    queryFn: async () => (await apiRequest('/membership/plan-change', { schema: planChangeStatusAnswerSchema })).data,
    enabled,
    meta: { errorMessage: PLAN_CHANGE_LOAD_ERROR },
  });
}

/** POST /membership/plan-change: an upgrade applied (its difference charged), or a change scheduled. */
export function useChangePlan() {
  return useMembershipChange((body: PlanChangeBody) =>
    apiRequest('/membership/plan-change', { method: 'POST', body, schema: planChangeAnswerSchema }),
  );
}

/** DELETE /membership/plan-change: withdraws the scheduled change. */
export function useWithdrawPlanChange() {
  return useMembershipChange(() =>
    apiRequest('/membership/plan-change', { method: 'DELETE', schema: planChangeAnswerSchema }),
  );
}
