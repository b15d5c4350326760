import { useMutation } from '@tanstack/react-query';
import { type CreateReferralLinkBody, referralLinkSchema } from '@gym/contracts/staff-referral-links';
import { apiRequest } from '../../../lib/api-client';

/** POST /staff/referral-links: this month's signed code and its join link. The page shows a failure in place. */
export function useCreateReferralLink() {
  return useMutation({
    mutationFn: (body: CreateReferralLinkBody) =>
      apiRequest('/staff/referral-links', { method: 'POST', body, schema: referralLinkSchema }),
    meta: { silent: true },
  });
}
