import * as z from 'zod/mini';
import { envelope } from './errors';
import { moneySchema } from './money';

/**
 * Changing plan or home club (issue 12 item 4, docs/decisions/0028): one operation, a monthly plan sold at a club.
 * Costing more it takes effect at once and the prorated difference for the rest of the month is charged to the
 * primary card; costing the same or less it is scheduled for the next billing day and can be withdrawn until then.
 * Either way the member signs an updated agreement first. Dates are club days (YYYY-MM-DD, America/Los_Angeles).
 */

/** A monthly plan sold at a club the member may change to. */
export const planChangeOptionSchema = z.object({
  planId: z.string(),
  planName: z.string(),
  description: z.string(),
  clubId: z.string(),
  clubName: z.string(),
  /** The monthly dues of the plan. */
  price: moneySchema,
  /** Costs more than today's dues: takes effect today and the prorated difference is charged now. */
  upgrade: z.boolean(),
  /** What is charged today: the prorated difference of an upgrade, otherwise $0.00. */
  dueToday: moneySchema,
  /** The club day it takes effect: today for an upgrade, the next billing day otherwise. */
  effectiveDate: z.string(),
});
export type PlanChangeOption = z.infer<typeof planChangeOptionSchema>;

export const PLAN_CHANGE_STATUSES = ['pending', 'scheduled', 'applied', 'declined', 'withdrawn'] as const;

/** A change recorded: applied at once (an upgrade) or scheduled for the next billing day. */
export const planChangeSchema = z.object({
  reference: z.string(),
  status: z.enum(PLAN_CHANGE_STATUSES),
  planName: z.string(),
  clubName: z.string(),
  price: moneySchema,
  effectiveDate: z.string(),
  /** The prorated difference charged at once; $0.00 for a scheduled change. */
  charged: moneySchema,
  /** A scheduled change can be withdrawn until it takes effect. */
  withdrawable: z.boolean(),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** Why no change can be asked for now. */
export const PLAN_CHANGE_BLOCKS = ['no_membership', 'pass', 'cancelling', 'frozen', 'change_open'] as const;
export type PlanChangeBlock = (typeof PLAN_CHANGE_BLOCKS)[number];

export const PLAN_CHANGE_MESSAGES = {
  no_membership: 'You have no membership to change.',
  pass: 'A pass cannot be changed: it ends by itself on its last day.',
  cancelling: 'Your membership is being cancelled. Withdraw the cancellation first to change your plan or club.',
  frozen: 'Your membership is frozen. Unfreeze it first to change your plan or club.',
  change_open: 'A change of plan or club is already on its way. Withdraw it first to choose another.',
  notAnOption: 'That plan is not sold at that club, or it is the plan you have.',
  noCard: 'Add a card to your account first: the difference is charged to your primary card.',
  paymentInProgress: 'A payment of yours is in progress. Try again in a minute.',
  signatureInvalid: 'The signature must be a PNG image (typed or drawn).',
  nothingToWithdraw: 'There is no scheduled change to withdraw.',
  applied: 'Your membership has been changed.',
  scheduled: 'Your change is scheduled.',
  withdrawn: 'Your scheduled change has been withdrawn.',
} as const;

/** GET /membership/plan-change: the choices, a scheduled change, or why none can be made. */
export const planChangeStatusSchema = z.object({
  /** The plan and club the member has now, or null without a membership. */
  current: z.nullable(
    z.object({
      planId: z.string(),
      planName: z.string(),
      clubId: z.string(),
      clubName: z.string(),
      price: moneySchema,
    }),
  ),
  options: z.array(planChangeOptionSchema),
  /** A change scheduled for the next billing day (withdrawable), or null. */
  scheduled: z.nullable(planChangeSchema),
  /** Why no change can be asked for now (options is then empty), or null. */
  blocked: z.nullable(z.object({ reason: z.enum(PLAN_CHANGE_BLOCKS), message: z.string() })),
});
export type PlanChangeStatus = z.infer<typeof planChangeStatusSchema>;
export const planChangeStatusAnswerSchema = envelope(planChangeStatusSchema);

/** A PNG data URL: the join's signature image, typed (drawn from the typed name) or drawn. */
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';
/** About 1.5 MB of PNG; the join's signatures are a few tens of kB. */
export const MAX_SIGNATURE_DATA_URL_LENGTH = 2_000_000;

/** POST /membership/plan-change. */
export const planChangeBodySchema = z.object({
  planId: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  clubId: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  signature: z
    .string()
    .check(
      z.maxLength(MAX_SIGNATURE_DATA_URL_LENGTH, PLAN_CHANGE_MESSAGES.signatureInvalid),
      z.startsWith(SIGNATURE_DATA_URL_PREFIX, PLAN_CHANGE_MESSAGES.signatureInvalid),
    ),
  /** The consent to sign and receive the agreement electronically (ESIGN Act), as at the join. */
  esignConsent: z.literal(true, 'Agree to sign and receive your agreement electronically.'),
});
export type PlanChangeBody = z.infer<typeof planChangeBodySchema>;

export const planChangeAnswerSchema = envelope(planChangeSchema);
