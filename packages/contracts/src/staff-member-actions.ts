import * as z from 'zod/mini';
import { envelope } from './errors';
import { fillTemplate } from './i18n/template';
import { MAX_INT4 } from './input-rules';
import { FREEZE_MESSAGES } from './membership-freeze';
import { cancellationSchema } from './membership';
import { freezeSchema } from './membership-freeze';
import { formatCurrency } from './money';

/**
 * The money and membership actions a club manager or the director takes on a member's page (issue 15, page 2):
 * refund a payment, credit or waive a fee, freeze or cancel on the member's behalf. Each carries a required reason,
 * kept in the audit log with the action. Money is integer cents.
 */

export const STAFF_REASON_MAX_LENGTH = 500;
/** The most one credit may give (a larger goodwill credit is a refund or several decisions). */
export const STAFF_CREDIT_MAX_CENTS = 100_000;

/**
 * STAFF_ACTION_MESSAGES' sentences with values, as ICU messages: the server translates them with the same values
 * (amounts as formatCurrency writes them, the same in both languages).
 */
export const STAFF_ACTION_TEMPLATES = {
  refundTooMuch: 'At most {amount} of this payment can still be refunded.',
  refundSucceeded: 'Refunded {amount}.',
  refundPending:
    'The refund of {amount} is recorded but the payment provider has not answered yet. ' +
    'It will be completed automatically; do not refund it again.',
  refundFailed: 'The payment provider refused the refund: {message}',
  waiveTooMuch: 'At most {amount} of this entry can be waived.',
  credited: 'Credited {amount}.',
  waived: 'Waived {amount}.',
  frozen: 'The membership is frozen. Reference {reference}. The member was e-mailed.',
  cancelled: 'The membership is cancelled. Reference {reference}. The member was e-mailed.',
} as const;

const amount = (cents: number) => ({ amount: formatCurrency(cents) });

/** refundTooMuch when nothing is left to refund. */
export const STAFF_ACTION_REFUNDED_IN_FULL = 'This payment has already been refunded in full.';

export const STAFF_ACTION_MESSAGES = {
  reasonRequired: 'Give a reason: it is kept in the audit log with the action.',
  reasonTooLong: `Keep the reason under ${STAFF_REASON_MAX_LENGTH} characters.`,
  amountPositive: 'The amount must be more than $0.00.',
  requestKeyInvalid: 'The request key is missing or invalid. Close the dialog and try again.',
  memberNotFound: 'Member not found',
  chargeNotFound: "This payment is not one of this member's.",
  chargeNotSucceeded: 'Only a payment that went through can be refunded.',
  /** The amount asked for is more than what is left of the payment (what was paid less refunds, pending too). */
  refundTooMuch: (refundableCents: number) =>
    refundableCents === 0
      ? STAFF_ACTION_REFUNDED_IN_FULL
      : fillTemplate(STAFF_ACTION_TEMPLATES.refundTooMuch, amount(refundableCents)),
  refundSucceeded: (amountCents: number) => fillTemplate(STAFF_ACTION_TEMPLATES.refundSucceeded, amount(amountCents)),
  refundPending: (amountCents: number) => fillTemplate(STAFF_ACTION_TEMPLATES.refundPending, amount(amountCents)),
  refundFailed: (message: string) => fillTemplate(STAFF_ACTION_TEMPLATES.refundFailed, { message }),
  /** refundFailed's reason when the provider gave none. */
  noReasonGiven: 'no reason given.',
  /** The same request key sent again with another amount or payment. */
  requestKeyReused: 'This refund was already asked for with another amount. Close the dialog and start again.',
  /** Shown by the refund dialog: the reason is the line the member reads in their billing history. */
  refundReasonHint: 'The member sees this reason in their billing history.',
  waiveNeedsEntry: 'Choose the fee to waive.',
  entryNotFound: "This ledger entry is not one of this member's.",
  notWaivable: 'Only dues, a fee or a freeze fee can be waived. A payment is refunded instead.',
  alreadyWaived: 'This entry has already been waived.',
  waiveTooMuch: (entryCents: number) => fillTemplate(STAFF_ACTION_TEMPLATES.waiveTooMuch, amount(entryCents)),
  creditTooMuch: `A single credit is at most ${formatCurrency(STAFF_CREDIT_MAX_CENTS)}.`,
  credited: (amountCents: number) => fillTemplate(STAFF_ACTION_TEMPLATES.credited, amount(amountCents)),
  waived: (amountCents: number) => fillTemplate(STAFF_ACTION_TEMPLATES.waived, amount(amountCents)),
  /** The balance is settled by it and a past-due or suspended membership is in good standing again. */
  standingRestored: 'The balance is settled: the membership is in good standing again.',
  frozen: (reference: string) => fillTemplate(STAFF_ACTION_TEMPLATES.frozen, { reference }),
  cancelled: (reference: string) => fillTemplate(STAFF_ACTION_TEMPLATES.cancelled, { reference }),
} as const;

export const staffMemberActionParamsSchema = z.object({ memberId: z.uuid(STAFF_ACTION_MESSAGES.memberNotFound) });
export type StaffMemberActionParams = z.infer<typeof staffMemberActionParamsSchema>;

const reasonSchema = z
  .string({ error: STAFF_ACTION_MESSAGES.reasonRequired })
  .check(
    z.trim(),
    z.minLength(1, STAFF_ACTION_MESSAGES.reasonRequired),
    z.maxLength(STAFF_REASON_MAX_LENGTH, STAFF_ACTION_MESSAGES.reasonTooLong),
  );

const amountCentsSchema = z
  .int({ error: STAFF_ACTION_MESSAGES.amountPositive })
  .check(z.positive(STAFF_ACTION_MESSAGES.amountPositive), z.lte(MAX_INT4));

const moneySchema = z.object({ amount: z.string(), amountCents: z.int() });

/**
 * POST /staff/members/:memberId/refunds: a payment refunded in whole or in part through the provider. `requestKey`
 * is made once per dialog opening (crypto.randomUUID()): the same key sent again answers the same refund.
 */
export const staffRefundBodySchema = z.object({
  chargeId: z.uuid(STAFF_ACTION_MESSAGES.chargeNotFound),
  amountCents: amountCentsSchema,
  reason: reasonSchema,
  requestKey: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{8,64}$/, STAFF_ACTION_MESSAGES.requestKeyInvalid)),
});
export type StaffRefundBody = z.infer<typeof staffRefundBodySchema>;

export const STAFF_REFUND_STATUSES = ['succeeded', 'pending', 'failed'] as const;
export type StaffRefundStatus = (typeof STAFF_REFUND_STATUSES)[number];

export const staffRefundSchema = z.object({
  refundId: z.string(),
  chargeId: z.string(),
  refund: moneySchema,
  /** 'pending': the provider has not answered; the reconciler completes it (never refund it again). */
  status: z.enum(STAFF_REFUND_STATUSES),
  /** The provider's refusal, for 'failed'; null otherwise. */
  providerMessage: z.nullable(z.string()),
  reason: z.string(),
  /** What can still be refunded of the payment after this one (pending refunds counted). */
  refundableCents: z.int(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** `message` is the sentence to show (STAFF_ACTION_MESSAGES.refundSucceeded / refundPending / refundFailed). */
export const staffRefundAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: staffRefundSchema,
});
export type StaffRefundAnswer = z.infer<typeof staffRefundAnswerSchema>;

export const STAFF_ADJUSTMENT_KINDS = ['credit', 'waive'] as const;
export type StaffAdjustmentKind = (typeof STAFF_ADJUSTMENT_KINDS)[number];

/**
 * POST /staff/members/:memberId/adjustments: 'credit' lowers the balance by `amountCents` (a 'credit' ledger line);
 * 'waive' cancels dues, a fee or a freeze fee (`ledgerEntryId`), in whole or part, once per entry.
 */
export const staffAdjustmentBodySchema = z
  .object({
    kind: z.enum(STAFF_ADJUSTMENT_KINDS),
    amountCents: amountCentsSchema,
    ledgerEntryId: z.optional(z.uuid(STAFF_ACTION_MESSAGES.entryNotFound)),
    reason: reasonSchema,
  })
  .check(
    z.refine((body) => body.kind !== 'waive' || body.ledgerEntryId !== undefined, {
      message: STAFF_ACTION_MESSAGES.waiveNeedsEntry,
      path: ['ledgerEntryId'],
    }),
    z.refine((body) => body.kind !== 'credit' || body.amountCents <= STAFF_CREDIT_MAX_CENTS, {
      message: STAFF_ACTION_MESSAGES.creditTooMuch,
      path: ['amountCents'],
    }),
  );
export type StaffAdjustmentBody = z.infer<typeof staffAdjustmentBodySchema>;

export const staffAdjustmentSchema = z.object({
  /** The ledger line written: 'credit' for a credit, 'adjustment' for a waiver. */
  ledgerEntryId: z.string(),
  kind: z.enum(STAFF_ADJUSTMENT_KINDS),
  adjustment: moneySchema,
  /** The member's balance after it (positive: owed; zero or less: nothing due). */
  balance: moneySchema,
  /** It cleared a past-due balance and the membership is in good standing again. */
  standingRestored: z.boolean(),
});
export type StaffAdjustment = z.infer<typeof staffAdjustmentSchema>;

export const staffAdjustmentAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: staffAdjustmentSchema,
});
export type StaffAdjustmentAnswer = z.infer<typeof staffAdjustmentAnswerSchema>;

/** POST /staff/members/:memberId/freeze: the member's own freeze request (same rules), with a reason. */
export const staffFreezeBodySchema = z.object({
  months: z
    .int({ error: FREEZE_MESSAGES.monthsInvalid })
    .check(z.gte(1, FREEZE_MESSAGES.monthsInvalid), z.lte(3, FREEZE_MESSAGES.monthsInvalid)),
  reason: reasonSchema,
});
export type StaffFreezeBody = z.infer<typeof staffFreezeBodySchema>;
export const staffFreezeAnswerSchema = envelope(freezeSchema);
export type StaffFreezeAnswer = z.infer<typeof staffFreezeAnswerSchema>;

/** POST /staff/members/:memberId/cancellation: gives notice today as the member would (same rules), with a reason. */
export const staffCancellationBodySchema = z.object({ reason: reasonSchema });
export type StaffCancellationBody = z.infer<typeof staffCancellationBodySchema>;
export const staffCancellationAnswerSchema = envelope(cancellationSchema);
export type StaffCancellationAnswer = z.infer<typeof staffCancellationAnswerSchema>;
