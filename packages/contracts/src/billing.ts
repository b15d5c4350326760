import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * The billing provider's card-entry frame and the calls that hand out its URL (docs/decisions/0007).
 * Card data never reaches our API (decisions.md item 7): the frame posts the parent page only a token,
 * the masked number, the card type and the expiry.
 */

/** Card numbers of the built-in sandbox provider. Any other Luhn-valid visa, mastercard, amex or discover works. */
export const SANDBOX_TEST_CARDS = {
  /** Tokenises, and every charge succeeds. */
  success: '4242424242424242',
  /** Tokenises, and every charge is declined with CARD_DECLINED_MESSAGE. */
  decline: '4000000000000002',
  /**
   * Tokenises; the first charge attempt per idempotency key records the charge as succeeded and then
   * times out (the answer is "lost"); a retry with the same key returns the recorded success.
   */
  timeout: '4000000000000259',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
} as const;

/** The provider's text for a declined charge, shown to the person as it is. */
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

export const CARD_TYPES = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Card type names as people read them, e.g. for 'Visa ending 4242'. */
export const CARD_TYPE_LABELS: Record<CardType, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** The specification's card fields (i4go's names), as the frame posts them. */
export const frameCardFields = {
  /** Masked: one '*' per hidden digit, then the last four, e.g. '************4242'. */
  cc_number: z.string().check(z.regex(/^\*{8,15}\d{4}$/)),
  /** Four digits, e.g. '2030'. */
  expiration_year: z.string().check(z.regex(/^20\d{2}$/)),
  /** Two digits, '01' to '12'. */
  expiration_month: z.string().check(z.regex(/^(0[1-9]|1[0-2])$/)),
  /** MMYY, e.g. '1230'. */
  cardConnect_expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\d{2}$/)),
  /** The card token: what the server charges (i4goUniqueId in the stored card). */
  cc_merchant_unique_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/)),
  /** MM/YY, e.g. '12/30'. */
  expiration_date: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/)),
  i4go_cardtype: z.enum(CARD_TYPES),
};

type ExpiryFields = Record<'expiration_year' | 'expiration_month' | 'cardConnect_expiry' | 'expiration_date', string>;

/** The frame's four ways of writing the expiry must name the same month. */
export const expiryFieldsAgree = z.refine<ExpiryFields>(
  (card) =>
    card.cardConnect_expiry === `${card.expiration_month}${card.expiration_year.slice(2)}` &&
    card.expiration_date === `${card.expiration_month}/${card.expiration_year.slice(2)}`,
  'The expiry fields disagree',
);

/**
 * What the frame posts to the parent window on success, and nothing else. Strict, so that a message with
 * any other field is refused.
 */
export const frameCardMessageSchema = z.strictObject(frameCardFields).check(expiryFieldsAgree);
export type FrameCardMessage = z.infer<typeof frameCardMessageSchema>;

/** The name on the card, as the person types it beside the frame. */
export const billingNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));

/**
 * A card the wizard holds: the frame's message plus the name on the card. It is also the body of
 * POST /api/ols/insert-card-details.
 */
export const frameCardSchema = z
  .strictObject({ ...frameCardFields, billingName: billingNameSchema })
  .check(expiryFieldsAgree);
export type FrameCard = z.infer<typeof frameCardSchema>;

export const BILLING_MESSAGES = {
  parentOriginRequired: 'parentOrigin is required',
  parentOriginNotAllowed: 'The card form cannot be shown on this page.',
  /** The member area's billing texts (the second document), used by the sign-up card step too. */
  loadBillingUrlError: 'Load billingUrl error.',
  addNewCardError: 'Add new card error.',
  saveCardInfoError: 'Save card info error.',
} as const;

/**
 * GET /api/ols/billing/url and GET /billing/url: the page asks with its own origin (window.location.origin),
 * which must be one of the app's origins.
 */
export const billingUrlQuerySchema = z.object({
  parentOrigin: z
    .string({ error: BILLING_MESSAGES.parentOriginRequired })
    .check(z.minLength(1, BILLING_MESSAGES.parentOriginRequired), z.maxLength(200)),
});
export type BillingUrlQuery = z.infer<typeof billingUrlQuerySchema>;

/** The frame URL, with the parent page's origin as its parentOrigin query parameter. */
export const billingUrlAnswerSchema = envelope(z.object({ url: z.string() }));
export type BillingUrlAnswer = z.infer<typeof billingUrlAnswerSchema>;
