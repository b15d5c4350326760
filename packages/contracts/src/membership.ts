import * as z from 'zod/mini';
import { envelope } from './errors';
import { moneySchema } from './money';

/**
 * The member's own membership (issue 12, docs/decisions/0028): GET /membership shows it, and the changes a member
 * makes to it themselves (cancel, freeze, change plan or club, guest passes) each have their routes under
 * /membership. Every date is a club day, YYYY-MM-DD (America/Los_Angeles); money is cents with its text.
 */

/**
 * What the page says the membership is, most telling first: 'ended', 'frozen' (a freeze is in effect),
 * 'cancelling' (a cancellation stands), 'past_due' (a payment was declined and is unpaid, or suspended for it),
 * otherwise 'active'.
 */
export const MEMBERSHIP_STANDINGS = ['active', 'past_due', 'frozen', 'cancelling', 'ended'] as const;
export type MembershipStanding = (typeof MEMBERSHIP_STANDINGS)[number];

export const MEMBERSHIP_STANDING_LABELS: Record<MembershipStanding, string> = {
  active: 'Active',
  past_due: 'Past due',
  frozen: 'Frozen',
  cancelling: 'Cancelling',
  ended: 'Ended',
};

export const membershipChargeSchema = z.object({
  date: z.string(),
  amount: z.string(),
  amountCents: z.int(),
  /** 'Monthly dues, January 2027' or 'Freeze fee, January 2027'. */
  description: z.string(),
});
export type MembershipCharge = z.infer<typeof membershipChargeSchema>;

export const cancellationSchema = z.object({
  reference: z.string(),
  /** The club day the notice was given. */
  noticeDate: z.string(),
  lastDay: z.string(),
  /** Within the five business days: ended at once, every payment refunded. */
  coolingOff: z.boolean(),
  /** It can be withdrawn until its last day (not a cancellation within the five business days). */
  withdrawable: z.boolean(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

export const membershipViewSchema = z.object({
  id: z.string(),
  plan: z.object({ id: z.string(), name: z.string(), description: z.string() }),
  club: z.object({ id: z.string(), name: z.string() }),
  /** A monthly membership; false for a pass (which cannot be frozen, changed or cancelled: it just ends). */
  monthly: z.boolean(),
  price: moneySchema,
  standing: z.enum(MEMBERSHIP_STANDINGS),
  startDate: z.string(),
  /** The last day of a pass or of a cancelled membership; null while it goes on. */
  endDate: z.nullable(z.string()),
  /** The next charge autopay will make, or null (a pass, a membership in its final month, ended). */
  nextCharge: z.nullable(membershipChargeSchema),
  /** The last month paid at the join, kept for the final month. */
  lastMonthPrepaid: moneySchema,
  /** The signed agreement (the newest), as a download path; null when none was made. */
  agreementUrl: z.nullable(z.string()),
  cancellation: z.nullable(cancellationSchema),
});
export type MembershipView = z.infer<typeof membershipViewSchema>;

/** GET /membership: null for an account with no membership (staff, trainers, a member whose pass ended long ago). */
export const membershipAnswerSchema = envelope(z.nullable(membershipViewSchema));
export type MembershipAnswer = z.infer<typeof membershipAnswerSchema>;

/** GET /membership/cancellation/preview: what cancelling today would do, stated before the member confirms. */
export const cancellationPreviewSchema = z.object({
  noticeDate: z.string(),
  lastDay: z.string(),
  /** The last charge still to come before the membership ends, or null: none follows. */
  lastCharge: z.nullable(membershipChargeSchema),
  /** Within the five business days of signing: the membership ends today and these payments are refunded. */
  coolingOff: z.boolean(),
  refund: z.nullable(moneySchema),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;
export const cancellationPreviewAnswerSchema = envelope(cancellationPreviewSchema);

/** POST /membership/cancellation answers the cancellation recorded; DELETE withdraws it. */
export const cancellationAnswerSchema = envelope(cancellationSchema);

/** `/membership?cancel`: the member home's 'Cancel membership' link opens the confirmation at once (two clicks). */
export const CANCEL_SEARCH_PARAM = 'cancel';

export const MEMBERSHIP_MESSAGES = {
  loadError: 'Your membership could not be loaded. Try again in a moment.',
  previewError: 'What cancelling would do could not be worked out. Try again in a moment.',
  noMembership: 'You have no membership.',
  /** A pass cannot be cancelled: it ends by itself. */
  notMonthly: 'A pass ends by itself on its last day; there is nothing to cancel or change.',
  alreadyCancelling: 'Your membership is already cancelled. You can withdraw the cancellation instead.',
  nothingToWithdraw: 'There is no cancellation to withdraw.',
  coolingOffFinal: 'A cancellation within the five business days cannot be withdrawn.',
  ended: 'Your membership has ended.',
  noAgreement: 'No signed agreement was found.',
} as const;
