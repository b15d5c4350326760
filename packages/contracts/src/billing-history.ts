import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * What a member sees of recurring billing (issue 11, docs/decisions/0027): the payment history (every charge,
 * decline and refund), the membership's billing standing with the next charge, and the texts that say what a
 * past-due or suspended membership means and how to fix it. GET /billing carries the history and the standing
 * beside the specification's fields; GET /billing/standing is the standing alone, for the member home.
 */

/**
 * 'charge' money taken (the join, a member's payment, autopay); 'decline' an attempt the card refused (nothing
 * taken); 'refund' money given back (a cancellation within five business days refunds every payment,
 * docs/decisions/0028).
 */
export const BILLING_HISTORY_KINDS = ['charge', 'decline', 'refund'] as const;
export type BillingHistoryKind = (typeof BILLING_HISTORY_KINDS)[number];

/** The newest entries the history holds: over eight years of monthly dues with a decline or two. */
export const BILLING_HISTORY_LIMIT = 100;

export const billingHistoryEntrySchema = z.object({
  id: z.string(),
  /** The club day it happened, YYYY-MM-DD (America/Los_Angeles). */
  date: z.string(),
  kind: z.enum(BILLING_HISTORY_KINDS),
  /** '$49.99': what was charged, tried or refunded (never negative; `kind` says which). */
  amount: z.string(),
  amountCents: z.int(),
  /** 'Visa ending 4242', or null when no card was on file. */
  card: z.nullable(z.string()),
  /**
   * What it paid for: 'Monthly dues, December 2026' (autopay: the dues of the month billed), 'Balance payment'
   * (the member paid from /billing), 'Joining: first month (prorated) and last month' or 'Joining: <the pass>'.
   */
  paidFor: z.string(),
  /** A decline's reason as the provider gave it ('Your card was declined.'); null otherwise. */
  message: z.nullable(z.string()),
  /** A charge's receipt PDF (member-billing's receiptPath); null for a decline or a refund. */
  receiptUrl: z.nullable(z.string()),
});
export type BillingHistoryEntry = z.infer<typeof billingHistoryEntrySchema>;

/** Newest first, at most BILLING_HISTORY_LIMIT entries. */
export const billingHistorySchema = z.array(billingHistoryEntrySchema);

/**
 * 'current' dues are paid; 'past_due' an autopay was declined and the balance is unpaid (check-in still works,
 * the charge is retried); 'suspended' the last retry was declined too (check-in is refused). Paying the balance
 * makes the membership current at once.
 */
export const BILLING_STANDINGS = ['current', 'past_due', 'suspended'] as const;
export type BillingStandingStatus = (typeof BILLING_STANDINGS)[number];

export const nextChargeSchema = z.object({
  /** The next billing day (the 1st of a month), YYYY-MM-DD. */
  date: z.string(),
  /** The monthly dues plus any balance still due: what autopay will charge that day. */
  amount: z.string(),
  amountCents: z.int(),
});
export type NextCharge = z.infer<typeof nextChargeSchema>;

export const billingStandingSchema = z.object({
  status: z.enum(BILLING_STANDINGS),
  /** The club day of the first declined autopay of this follow-up; null when current. */
  pastDueSince: z.nullable(z.string()),
  /** Null for a pass, without an active monthly membership, or when a credit covers the next dues. */
  nextCharge: z.nullable(nextChargeSchema),
  /** While past due: the day the card is tried again (BILLING_RETRY_DAYS after the first decline); else null. */
  retryDate: z.nullable(z.string()),
});
export type BillingStanding = z.infer<typeof billingStandingSchema>;

/** GET /billing/standing */
export const billingStandingAnswerSchema = envelope(billingStandingSchema);
export type BillingStandingAnswer = z.infer<typeof billingStandingAnswerSchema>;

/** What a past-due or suspended membership means, for the member (/billing, the home) and the front desk. */
export const BILLING_STANDING_MESSAGES = {
  pastDueTitle: 'Payment declined',
  pastDue: "Your payment didn't go through. Pay the balance or change your card to keep your membership active.",
  suspendedTitle: 'Membership suspended',
  suspended:
    "Your membership is suspended because a payment didn't go through. Check-in is paused until the balance is paid.",
  /** The front desk's check-in refusal (POST /staff/check-ins, a 409). */
  checkInSuspended:
    "Membership suspended: a payment didn't go through. The member can pay the balance in the app or at the desk.",
} as const;
