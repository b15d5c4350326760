import * as z from 'zod/mini';
import { memberNumberSchema } from './member-number';

/** The staff console's referral links (issue 15, page 4): a member's signed code for a plan, and its join link. */

export const REFERRAL_LINK_MESSAGES = {
  noMember: 'No member with this id or member number',
  notActive: 'This member has no active membership, so the wizard would refuse their code.',
  noPlan: 'No plan offered now has this id.',
  planNotAtClub: "This plan is not offered at the member's home club.",
  memberRequired: 'Choose a member',
  planRequired: 'Choose a plan',
} as const;

const planIdSchema = z.string().check(z.trim(), z.minLength(1, REFERRAL_LINK_MESSAGES.planRequired), z.maxLength(100));

/** POST /staff/referral-links: the member by id (the page) or by member number (as the old script took it). */
export const createReferralLinkBodySchema = z.union([
  z.object({ memberId: z.uuid(REFERRAL_LINK_MESSAGES.memberRequired), planId: planIdSchema }),
  z.object({
    memberNumber: memberNumberSchema(REFERRAL_LINK_MESSAGES.noMember, { trim: true }),
    planId: planIdSchema,
  }),
]);
export type CreateReferralLinkBody = z.infer<typeof createReferralLinkBodySchema>;

export const referralLinkSchema = z.object({
  /** The signed code (docs/decisions/0006). */
  code: z.string(),
  /** The join link to hand out: the app's public address and `/?member=&plan=&code=`. */
  link: z.string(),
  /** The link's path and query alone, as the referral-code script printed it. */
  path: z.string(),
  memberNumber: z.string(),
  memberName: z.string(),
  planId: z.string(),
  planName: z.string(),
  /** The code is accepted until the end of this day, the last of its month (America/Los_Angeles). */
  validThrough: z.string(),
});
export type ReferralLink = z.infer<typeof referralLinkSchema>;

/** GET /staff/referral-links/plans?memberId=: the plans the member's home club offers, for the page's picker. */
export const referralPlansQuerySchema = z.object({ memberId: z.uuid(REFERRAL_LINK_MESSAGES.memberRequired) });

export const referralPlanSchema = z.object({ id: z.string(), name: z.string(), priceCents: z.number() });
export type ReferralPlan = z.infer<typeof referralPlanSchema>;
export const referralPlansAnswerSchema = z.object({
  clubName: z.nullable(z.string()),
  plans: z.array(referralPlanSchema),
});
