import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffPlansAnswerSchema } from '@gym/contracts/staff-plans';
import { apiRequest } from '../../../lib/api-client';

export const STAFF_PLANS_KEY = ['staff', 'plans'] as const;

/** GET /staff/plans (the director only): plans, prices, scheduled changes, and the earliest billing day today. */
export const staffPlansQueryOptions = () =>
  queryOptions({
    queryKey: STAFF_PLANS_KEY,
    queryFn: () => apiRequest('/staff/plans', { schema: staffPlansAnswerSchema }),
  });

export function useStaffPlans() {
  return useQuery(staffPlansQueryOptions());
}
