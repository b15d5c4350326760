import * as z from 'zod/mini';
import { fillTemplate } from './i18n/template';
import { formatCurrency, parseCurrency } from './money';

/**
 * The director's plans and prices (issue 15, page 5). Prices are chain-wide (a plan is sold at several clubs), so
 * only the director changes them; members are told at least 30 days before the first billing day at the new price.
 */

export const PRICE_CHANGE_NOTICE_DAYS = 30;
export const PRICE_CHANGE_REASON_MAX = 500;

/** PRICE_CHANGE_MESSAGES' sentences with values, as ICU messages (translated with the same values). */
export const PRICE_CHANGE_TEMPLATES = {
  tooSoon: 'Members must be told {days} days before a price change: the earliest billing day is {earliest}.',
} as const;

export const PRICE_CHANGE_MESSAGES = {
  priceInvalid: 'Type the new monthly price in dollars, such as 74.99.',
  pricePositive: 'The new price must be a positive amount of dollars and cents.',
  notBillingDay: 'A price change starts on a billing day, the 1st of a month.',
  dateInvalid: 'Choose the first billing day at the new price.',
  reasonRequired: 'Say why the price changes (kept in the audit log).',
  reasonTooLong: `The reason should be at most ${PRICE_CHANGE_REASON_MAX} characters long.`,
  tooSoon: (earliest: string) =>
    fillTemplate(PRICE_CHANGE_TEMPLATES.tooSoon, { days: PRICE_CHANGE_NOTICE_DAYS, earliest }),
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isBillingDay = (isoDate: string) => ISO_DATE.test(isoDate) && isoDate.endsWith('-01');

const reasonSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, PRICE_CHANGE_MESSAGES.reasonRequired),
    z.maxLength(PRICE_CHANGE_REASON_MAX, PRICE_CHANGE_MESSAGES.reasonTooLong),
  );

/** POST /staff/plans/:planId/price-changes. The server's PriceChangesService checks the 30 days on its clock. */
export const priceChangeBodySchema = z.object({
  priceCents: z.int().check(z.positive(PRICE_CHANGE_MESSAGES.pricePositive)),
  effectiveDate: z
    .string()
    .check(
      z.regex(ISO_DATE, PRICE_CHANGE_MESSAGES.dateInvalid),
      z.refine(isBillingDay, PRICE_CHANGE_MESSAGES.notBillingDay),
    ),
  reason: reasonSchema,
});
export type PriceChangeBody = z.infer<typeof priceChangeBodySchema>;

export const planParamsSchema = z.object({ planId: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * The dialog's form: the price as typed (dollars) and a billing day no earlier than `earliest` (YYYY-MM-DD, the
 * server's), `earliestText` being how the page writes that day.
 */
export function priceChangeFormSchema(earliest: string, earliestText: string) {
  return z.object({
    price: z.string().check(
      z.refine((value) => parseCurrency(value) !== null, PRICE_CHANGE_MESSAGES.priceInvalid),
      z.refine((value) => (parseCurrency(value) ?? 0) > 0, PRICE_CHANGE_MESSAGES.pricePositive),
    ),
    effectiveDate: z.string().check(
      z.regex(ISO_DATE, PRICE_CHANGE_MESSAGES.dateInvalid),
      z.refine(isBillingDay, PRICE_CHANGE_MESSAGES.notBillingDay),
      z.refine((value) => !isBillingDay(value) || value >= earliest, PRICE_CHANGE_MESSAGES.tooSoon(earliestText)),
    ),
    reason: reasonSchema,
  });
}
export type PriceChangeForm = z.infer<ReturnType<typeof priceChangeFormSchema>>;

/** '74.99' for 7499: how the dialog shows a price to edit. */
export const centsAsDollars = (cents: number) => formatCurrency(cents).replace(/^\$/, '').replace(/,/g, '');

export const scheduledPriceChangeSchema = z.object({
  id: z.string(),
  priceCents: z.number(),
  /** The first billing day at that price (YYYY-MM-01). */
  effectiveDate: z.string(),
});
export type ScheduledPriceChange = z.infer<typeof scheduledPriceChangeSchema>;

export const staffPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A pass (so many days) has no monthly price to change. */
  kind: z.enum(['monthly', 'pass']),
  priceCents: z.number(),
  clubs: z.array(z.object({ id: z.string(), displayName: z.string() })),
  /** Members on the plan now (active memberships). */
  activeMembers: z.number(),
  /** Changes recorded for a billing day still to come, soonest first. */
  scheduled: z.array(scheduledPriceChangeSchema),
});
export type StaffPlan = z.infer<typeof staffPlanSchema>;

export const staffPlansAnswerSchema = z.object({
  /** The clubs' today, and the first billing day a change may start on from today (the 30 days' notice). */
  today: z.string(),
  earliestEffectiveDate: z.string(),
  plans: z.array(staffPlanSchema),
});
export type StaffPlansAnswer = z.infer<typeof staffPlansAnswerSchema>;

export const recordedPriceChangeSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  oldPriceCents: z.number(),
  priceCents: z.number(),
  effectiveDate: z.string(),
  /** Members told: a notice each, e-mailed by the billing-notices job within the minute. */
  notified: z.number(),
});
export type RecordedPriceChange = z.infer<typeof recordedPriceChangeSchema>;
