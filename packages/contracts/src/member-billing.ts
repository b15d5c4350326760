import * as z from 'zod/mini';
import { CARD_TYPES, type CardType, billingNameSchema, expiryFieldsAgree, frameCardFields } from './billing';
import { billingHistorySchema, billingStandingSchema } from './billing-history';
import { MAX_INT4 } from './input-rules';
import { personalInfoSchema } from './personal-info';

/**
 * A member's billing (docs/decisions/0013): the balance from the ledger, the saved cards, paying the balance
 * exactly once per request key, and the card calls. Card numbers never reach our API (decisions.md item 7):
 * a saved card is the provider's token, kept on the server, and what may be shown.
 */

/** The member area's billing texts (the specification's error catalogue, then ours). */
export const MEMBER_BILLING_MESSAGES = {
  loadBillingError: 'Load billing error.',
  makePrimaryError: 'Make primary error.',
  makePaymentError: 'Make payment error.',
  paymentThanks: 'Thank you for your payment.',
  deleteCardError: 'Delete card error.',
  nothingDue: 'You have no balance due.',
  amountTooHigh: 'The amount is more than your balance due.',
  noCard: 'Add a card before making a payment.',
  cardNotFound: 'Card not found',
  cardTokenUnknown: 'The card was not found. Please add it again.',
  cardMismatch: 'The card details do not match the card. Please add it again.',
  cardIdRequired: 'cardId is required',
  deletePrimary: 'This is your primary card. Make another card primary before deleting it.',
  deleteLastWithBalance: 'You have a balance due. Pay it or add another card before deleting your only card.',
  cardPrimary: 'Your primary card was updated.',
  cardDeleted: 'Your card was deleted.',
  cardAdded: 'Your card was added.',
  paymentKeyRequired: 'The idempotency-key header is required: one UUID per payment',
  paymentPending: 'We could not confirm your payment yet. Please try again in a minute.',
  paymentInProgress: 'A payment is already in progress, please wait a moment.',
  receiptNotFound: 'No receipt was found for this payment.',
} as const;

/** The header that makes POST /billing/make-payment happen once: one UUID per payment the member confirms. */
export const PAYMENT_KEY_HEADER = 'idempotency-key';

/** A saved card as GET /billing lists it (the specification's stored card). */
export const storedCardSchema = z.object({
  /** Masked: one '*' per hidden digit, then the last four, e.g. '************4242'. */
  cardNumber: z.string(),
  isPrimary: z.boolean(),
  /**
   * Our id of the saved card (the cardId of the card calls). Never the provider's token: that one stays on
   * the server, so an answer of ours cannot be used to charge the card anywhere.
   */
  i4goUniqueId: z.string(),
  i4goCardType: z.enum(CARD_TYPES),
  /** Two digits, '01' to '12'. */
  cardExpirationMonth: z.string(),
  /** Four digits, e.g. '2030'. */
  cardExpirationYear: z.string(),
  billingName: z.string(),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

/**
 * What a ledger line is: debts are positive (dues, a fee, a frozen month's fee, a refund undoing a payment), what
 * settles them negative (a payment, a credit forgiving a debt); an adjustment is either.
 */
export const LEDGER_KINDS = ['dues', 'fee', 'payment', 'adjustment', 'freeze_fee', 'refund', 'credit'] as const;

/** One line of the account: what was owed (positive) or paid (negative). */
export const balanceEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  description: z.string(),
  /** The day it was booked in the clubs' time zone, YYYY-MM-DD. */
  date: z.string(),
  /** '$49.99'; a payment is negative ('-$49.99'). */
  amount: z.string(),
  amountCents: z.int(),
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;

export const balanceSchema = z.object({
  /** The sum of the whole ledger: '$49.99' owed, '-$5.00' a credit. */
  balance: z.string(),
  balanceCents: z.int(),
  /** What can be paid now: the balance, or '$0.00' for none or a credit. */
  amountDue: z.string(),
  amountDueCents: z.int(),
  /** The entries since the account was last settled (its running total at or below zero), oldest first. */
  entries: z.array(balanceEntrySchema),
});
export type Balance = z.infer<typeof balanceSchema>;

/**
 * GET /billing: the specification reads balanceData.data and paymentData.data.creditCards. Ours beside them
 * (billing-history.ts): the payment history, newest first, and the membership's billing standing.
 */
export const billingAnswerSchema = z.object({
  success: z.boolean(),
  balanceData: z.object({ success: z.boolean(), data: balanceSchema }),
  paymentData: z.object({ success: z.boolean(), data: z.object({ creditCards: z.array(storedCardSchema) }) }),
  history: z.optional(billingHistorySchema),
  standing: z.optional(billingStandingSchema),
});
export type BillingAnswer = z.infer<typeof billingAnswerSchema>;

/**
 * POST /billing/make-payment (its payload is not shown in the specification): the whole amount due with the
 * primary card unless told otherwise. `amountCents` more than 0 and at most the amount due.
 */
export const makePaymentBodySchema = z.strictObject({
  amountCents: z.optional(z.int().check(z.positive('The amount must be more than $0.00.'), z.lte(MAX_INT4))),
  cardId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type MakePaymentBody = z.infer<typeof makePaymentBodySchema>;

export const paymentSchema = z.object({
  paymentId: z.string(),
  amount: z.string(),
  amountCents: z.int(),
  /** When it was recorded, ISO 8601. */
  paidAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A success carries MEMBER_BILLING_MESSAGES.paymentThanks as its message; a repeat of the key answers it again. */
export const makePaymentAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: paymentSchema,
});
export type MakePaymentAnswer = z.infer<typeof makePaymentAnswerSchema>;

/**
 * POST /payment-methods/credit-card: the card the provider's frame gave (its fields passed through), the name
 * on the card from our dialog, and `isPrimary` for 'Update Card' (a new card that replaces the primary one).
 * A member's first card is primary whatever it says.
 */
export const addCardBodySchema = z
  .strictObject({ ...frameCardFields, billingName: billingNameSchema, isPrimary: z.optional(z.boolean()) })
  .check(expiryFieldsAgree);
export type AddCardBody = z.infer<typeof addCardBodySchema>;

export const addCardAnswerSchema = z.object({
  success: z.boolean(),
  message: z.optional(z.string()),
  data: z.object({ creditCard: storedCardSchema }),
});
export type AddCardAnswer = z.infer<typeof addCardAnswerSchema>;

const cardIdField = z
  .string(MEMBER_BILLING_MESSAGES.cardIdRequired)
  .check(z.minLength(1, MEMBER_BILLING_MESSAGES.cardIdRequired), z.maxLength(100));

/** The sign-up's address rules, under the make-primary query's names. */
const address = personalInfoSchema().shape;

/** PUT /billing?cardId=&billingAddressLine1=&billingCity=&billingState=&billingZip=: make a card primary. */
export const makePrimaryQuerySchema = z.object({
  cardId: cardIdField,
  billingAddressLine1: address.address.check(z.maxLength(100, 'Please enter a valid address')),
  billingCity: address.city.check(z.maxLength(60, 'Please enter a valid city')),
  billingState: address.state,
  billingZip: address.zipCode,
});
export type MakePrimaryQuery = z.infer<typeof makePrimaryQuerySchema>;

/** DELETE /payment-methods/credit-card?cardId= */
export const deleteCardQuerySchema = z.object({ cardId: cardIdField });
export type DeleteCardQuery = z.infer<typeof deleteCardQuerySchema>;

/** The answer of make-primary and delete: the client reloads the billing data after either. */
export const cardChangeAnswerSchema = z.object({ success: z.boolean(), message: z.optional(z.string()) });
export type CardChangeAnswer = z.infer<typeof cardChangeAnswerSchema>;

/** '************4242' (amex: '***********0005'), the way the frame masks a number. */
export function maskedCardNumber(brand: CardType, last4: string): string {
  return `${'*'.repeat(brand === 'amex' ? 11 : 12)}${last4}`;
}

/** GET /billing/receipts/:chargeId: the receipt PDF of one of the member's own charges. */
export const receiptParamsSchema = z.object({ chargeId: z.string().check(z.maxLength(100)) });
export type ReceiptParams = z.infer<typeof receiptParamsSchema>;

/** Where a charge's receipt PDF is downloaded from (member token and request signature, like every member call). */
export const receiptPath = (chargeId: string) => `/billing/receipts/${encodeURIComponent(chargeId)}`;
