import { useQuery } from '@tanstack/react-query';
import { type PlanChangeBody, planChangeAnswerSchema, planChangeStatusAnswerSchema } from '@gym/contracts/plan-change';
import { apiRequest } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n/catalog';
import { membershipQueryKey } from '../../../lib/query-keys';
import { membershipText } from '../i18n';
import { useMembershipChange } from './use-membership-change';

/**
 * The plans and clubs the member may change to, with their money (GET /membership/plan-change). Under the
 * membership's key, so that every change made from /membership asks for it again.
 */
export function usePlanChangeStatus(enabled: boolean) {
  return useQuery({
    queryKey: [...membershipQueryKey, 'plan-change'],
    queryFn: async () => (await apiRequest('/membership/plan-change', { schema: planChangeStatusAnswerSchema })).data,
    enabled,
    // This page's own text, not one of contracts': translated here (the banner passes it through unchanged).
    meta: { errorMessage: translate(membershipText, 'membership.changePlan.loadError') },
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
