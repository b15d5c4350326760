import type { ReferralCodeSigner } from './referral-code-signer';

export interface SignedReferralLink {
  code: string;
  /** The wizard's referral link: `/?member=&plan=&code=`, the code URL-encoded. */
  path: string;
}

/**
 * A member's signed referral code for a plan and a day, and the wizard's link that carries it (docs/decisions/0006).
 * The code is accepted through the end of that day's month; whoever calls this has checked the member and plan.
 */
export function signedReferralLink(
  codes: ReferralCodeSigner,
  fields: { memberNumber: string; planId: string; date: string },
): SignedReferralLink {
  const code = codes.encode(fields);
  const query = new URLSearchParams({ member: fields.memberNumber, plan: fields.planId, code });
  return { code, path: `/?${query.toString()}` };
}
