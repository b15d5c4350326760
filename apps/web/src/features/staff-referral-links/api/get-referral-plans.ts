import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralPlansAnswerSchema } from '@gym/contracts/staff-referral-links';
import { apiRequest } from '../../../lib/api-client';

/** GET /staff/referral-links/plans?memberId=: the plans the member's home club offers. */
export const referralPlansQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: ['staff', 'referral-links', 'plans', memberId],
    queryFn: () =>
      apiRequest('/staff/referral-links/plans', { query: { memberId }, schema: referralPlansAnswerSchema }),
  });

export function useReferralPlans(memberId: string | null) {
  return useQuery({ ...referralPlansQueryOptions(memberId ?? ''), enabled: memberId !== null });
}
