import * as z from 'zod/mini';
import { envelope } from './errors';
import { fillTemplate } from './i18n/template';
import { moneySchema } from './money';

/**
 * Freezing a monthly membership (issue 12 item 3, docs/decisions/0028): one to three whole months from the next
 * billing day, at most three frozen months per calendar year, a monthly freeze fee instead of dues, no check-in
 * while frozen, and an early unfreeze. Dates are club days (YYYY-MM-DD, America/Los_Angeles); a period is a
 * month's first day.
 */

export const FREEZE_MONTH_CHOICES = [1, 2, 3] as const;
/** The agreement's limit: frozen months per calendar year, counted per billing period. */
export const FROZEN_MONTHS_PER_YEAR = 3;

/** One choice the member may make now. */
export const freezeOptionSchema = z.object({
  months: z.int(),
  /** The last frozen period, and its name ('February 2027'). */
  lastPeriod: z.string(),
  lastMonth: z.string(),
  /** The billing day dues resume: the 1st after the last frozen month. */
  resumesOn: z.string(),
  /** The fee for every month of it together. */
  totalFee: moneySchema,
});
export type FreezeOption = z.infer<typeof freezeOptionSchema>;

/** A freeze asked for: upcoming (not begun) or in effect. */
export const freezeSchema = z.object({
  reference: z.string(),
  firstPeriod: z.string(),
  lastPeriod: z.string(),
  /** 'January 2027' and 'February 2027' (the same month for a one-month freeze). */
  firstMonth: z.string(),
  lastMonth: z.string(),
  months: z.int(),
  /** The monthly fee agreed when it was asked for. */
  fee: moneySchema,
  /** It covers today's month: check-in is refused, unfreezing ends it at once. */
  inEffect: z.boolean(),
  resumesOn: z.string(),
});
export type Freeze = z.infer<typeof freezeSchema>;

export const freezeStatusSchema = z.object({
  /** The current or upcoming freeze, or null. */
  freeze: z.nullable(freezeSchema),
  /** The period a freeze asked for now would begin with (the next billing day); null without a membership. */
  firstPeriod: z.nullable(z.string()),
  /** The monthly freeze fee a freeze asked for now would carry. */
  fee: moneySchema,
  /** What the member may choose now (the shorter choices first); empty when `unavailable` says why not. */
  options: z.array(freezeOptionSchema),
  /** Why no freeze can be asked for now, or null. */
  unavailable: z.nullable(z.string()),
});
export type FreezeStatus = z.infer<typeof freezeStatusSchema>;

/** GET /membership/freeze */
export const freezeStatusAnswerSchema = envelope(freezeStatusSchema);
export type FreezeStatusAnswer = z.infer<typeof freezeStatusAnswerSchema>;

/** FREEZE_MESSAGES' sentences with values, as ICU messages: the server translates them with the same values. */
export const FREEZE_TEMPLATES = {
  yearUsed: 'You have used the {max} frozen months allowed in {year}.',
  tooManyMonths: 'You can freeze for at most {allowed, plural, one {# month} other {# months}} now ({max} a year).',
  confirmed: 'Your freeze is confirmed. Reference {reference}.',
} as const;

export const FREEZE_MESSAGES = {
  monthsInvalid: 'Choose to freeze for 1, 2 or 3 months.',
  noMembership: 'You have no membership to freeze.',
  notMonthly: 'A pass cannot be frozen: it ends on its last day.',
  cancelling: 'Your membership is cancelled. Withdraw the cancellation to freeze it instead.',
  pastDue: 'Your membership has a balance due. Pay it to freeze your membership.',
  alreadyFrozen: 'Your membership is already frozen or has a freeze scheduled. Unfreeze it first to change it.',
  /** No month left in the calendar year of the next billing day. */
  yearUsed: (year: number) => fillTemplate(FREEZE_TEMPLATES.yearUsed, { max: FROZEN_MONTHS_PER_YEAR, year }),
  /** More months asked for than the year has left. */
  tooManyMonths: (allowed: number) =>
    fillTemplate(FREEZE_TEMPLATES.tooManyMonths, { allowed, max: FROZEN_MONTHS_PER_YEAR }),
  nothingToUnfreeze: 'Your membership is not frozen and has no freeze scheduled.',
  confirmed: (reference: string) => fillTemplate(FREEZE_TEMPLATES.confirmed, { reference }),
  withdrawn: 'Your freeze was withdrawn. Billing goes on as usual.',
  unfrozen: 'Your membership is active again.',
  loadError: 'We could not load your freeze options. Please try again.',
  /** The front desk's check-in refusal (POST /staff/check-ins, a 409). */
  checkInFrozen: 'Membership frozen: check-in is paused until the freeze ends. The member can unfreeze in the app.',
} as const;

/** POST /membership/freeze */
export const freezeBodySchema = z.object({
  months: z
    .int({ error: FREEZE_MESSAGES.monthsInvalid })
    .check(z.gte(1, FREEZE_MESSAGES.monthsInvalid), z.lte(3, FREEZE_MESSAGES.monthsInvalid)),
});
export type FreezeBody = z.infer<typeof freezeBodySchema>;

/** POST /membership/freeze answers the freeze recorded. */
export const freezeAnswerSchema = envelope(freezeSchema);
export type FreezeAnswer = z.infer<typeof freezeAnswerSchema>;

/** DELETE /membership/freeze: withdrawn (it had not begun) or ended today, and the day dues resume. */
export const unfreezeSchema = z.object({
  reference: z.string(),
  outcome: z.enum(['withdrawn', 'ended']),
  resumesOn: z.string(),
});
export const unfreezeAnswerSchema = envelope(unfreezeSchema);
export type UnfreezeAnswer = z.infer<typeof unfreezeAnswerSchema>;
