import * as z from 'zod/mini';
import { CARD_TYPES, frameCardSchema } from './billing';
import { envelope } from './errors';
import { MAX_INT4 } from './input-rules';
import { currencyStringSchema } from './money';
import { memberNumberSchema } from './member-number';

/**
 * The join's payment calls: the preview on Sign, create-user (a new person) and update-user (a former member),
 * their -retry twins, and the documents. Field names follow the specification's payloads exactly.
 */

/** Each wizard run carries one key in this header: repeats of a submit return the first outcome (decisions.md item 11). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const JOIN_MESSAGES = {
  stillProcessing: 'Hang tight! We are still processing your request.',
  somethingWentWrong: 'Something went wrong',
  pdfDataNotFound: 'PDF data not found',
  loadingPdfError: 'Loading PDF error.',
  paymentIncomplete: 'inCompleted',
  paymentCompleted: 'completed',
} as const;

/** documentId values of the e-signature upload. */
export const DOCUMENT_IDS = { agreement: 3, receipt: 6 } as const;

const digitsNumber = z.number().check(z.int(), z.gte(1_000_000_000), z.lte(999_999_999_999_999));
const shortText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.maxLength(max))));

/** What both payloads share: the person, the plan, the card reference and the acceptances. */
const commonPayloadFields = {
  onlyPreview: z.boolean(),
  gender: shortText(20),
  firstName: shortText(80),
  lastName: shortText(80),
  /** YYYY-MM-DD */
  dateOfBirth: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'dateOfBirth must be YYYY-MM-DD')),
  contactAddressLine1: shortText(200),
  contactCity: shortText(100),
  contactState: z.string().check(z.regex(/^[A-Z]{2}$/)),
  contactZip: z.string().check(z.regex(/^\d{5}$/)),
  emergencyContactName: shortText(120),
  emergencyContactPhone: digitsNumber,
  homeClubId: z.number().check(z.int(), z.positive(), z.lte(MAX_INT4)),
  membershipId: shortText(60),
  paymentMethod: z.literal('credit card'),
  eftAuthAccept: z.literal(true),
  signature: shortText(160),
  billingAddressLine1: shortText(200),
  billingCity: shortText(100),
  billingState: z.string().check(z.regex(/^[A-Z]{2}$/)),
  billingZip: z.string().check(z.regex(/^\d{5}$/)),
  billingName: shortText(120),
  /** Accepted and ignored: members set their own password from the confirmation e-mail (decisions.md item 8). */
  memberPortalPassword: z.optional(z.string().check(z.maxLength(200))),
  termsAccept: z.literal(true),
  waiverReleaseAccept: z.literal(true),
  /** The billing provider's card token. */
  i4goUniqueId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/)),
  maskedCardNumber: z.string().check(z.regex(/^\*{8,15}\d{4}$/)),
  cardExpirationMonth: z.number().check(z.int(), z.gte(1), z.lte(12)),
  cardExpirationYear: z.number().check(z.int(), z.gte(2000), z.lte(2100)),
  i4goCardType: z.optional(z.enum(CARD_TYPES)),
  referredByCaId: optionalText(20),
  referredByName: optionalText(200),
  hubspotreferralbyid: optionalText(64),
  /** The sign-up tracking record, marked 'Congratulation!' with the member. */
  trackingSession: optionalText(64),
};

export const newUserPayloadSchema = z.object({
  ...commonPayloadFields,
  email: z.string().check(z.trim(), z.maxLength(254), z.email('Invalid email address')),
  phoneNumber: digitsNumber,
});
export type NewUserPayload = z.infer<typeof newUserPayloadSchema>;

/**
 * The e-mail a former member's payload carries (the specification's "placeholder e-mail"): the member is found by
 * caID and keeps the address on file. The .invalid top-level domain can never receive mail (RFC 2606).
 */
export const FORMER_MEMBER_PLACEHOLDER_EMAIL = 'former-member@placeholder.invalid';

/** A former member: caID and cellPhone instead of phoneNumber, a placeholder e-mail, the signature is the billing name. */
export const existingUserPayloadSchema = z.object({
  ...commonPayloadFields,
  caID: memberNumberSchema(),
  cellPhone: digitsNumber,
  email: z.string().check(z.maxLength(254)),
  paymentMethodId: optionalText(100),
});
export type ExistingUserPayload = z.infer<typeof existingUserPayloadSchema>;

/** Payment details: every amount a currency string with a $ prefix (decisions.md item 4). */
export const paymentDetailsSchema = z.object({
  itemName: z.string(),
  /** YYYY-MM-DD: the start; for a pass, the first valid day. */
  starting: z.string(),
  /** The last valid day of a pass; null for a monthly membership. */
  ending: z.nullable(z.string()),
  /** Monthly dues (for a pass, its price). */
  enrollmentFee: currencyStringSchema,
  /** Prorated first month ($0.00 for a pass). */
  membershipFee: currencyStringSchema,
  /** Last month dues ($0.00 for a pass). */
  lastMonthFee: currencyStringSchema,
  totalDue: currencyStringSchema,
  isPass: z.boolean(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
export const paymentDetailsAnswerSchema = envelope(paymentDetailsSchema);

/** The plan preview: a plan's payment details at a club, before the person or the card are known. */
export const planPreviewBodySchema = z.object({
  homeClubId: commonPayloadFields.homeClubId,
  membershipId: commonPayloadFields.membershipId,
});
export type PlanPreviewBody = z.infer<typeof planPreviewBodySchema>;

/** The outcome of create-user / update-user (and their -retry twins). */
export const joinAnswerSchema = z.object({
  success: z.boolean(),
  /** Set on failure; `message` then holds the text to show (a decline, a server failure with its contact link). */
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  data: z.optional(
    z.object({
      newUserData: z.object({
        /** The member number (caID). */
        userId: z.string(),
        totalDue: currencyStringSchema,
        enrollmentFee: currencyStringSchema,
      }),
      paymentDetails: paymentDetailsSchema,
      /** Card type and last four, for the receipt. */
      card: z.object({ type: z.string(), last4: z.string() }),
      /**
       * A short-lived bearer token for this member's follow-up calls (photo, e-signature, receipt, documents, UTM):
       * the sign-up access token is anonymous, so it must not open anyone's documents by member number.
       */
      joinToken: z.string(),
    }),
  ),
});
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;

export const pdfDocumentSchema = z.object({
  base64Data: z.string(),
  fileName: z.string(),
  documentType: z.enum(['receipt', 'membership-agreement']),
});
export const documentsBodySchema = z.object({ caId: memberNumberSchema() });

/** The e-signature upload's text fields (multipart): documentId 3 (agreement) or 6 (receipt), the client's idea of its IP. */
export const eSignatureFieldsSchema = z.object({
  documentId: z.enum(['3', '6']),
  useripaddress: z.optional(z.string().check(z.maxLength(64))),
});
export const documentsAnswerSchema = envelope(
  z.object({ receiptPDF: pdfDocumentSchema, membershipAgreementPDF: pdfDocumentSchema }),
);

export const membershipTextSchema = z.object({
  monthlyDuesText: z.string(),
  proratedText: z.string(),
  lastMonthText: z.string(),
});
export type MembershipText = z.infer<typeof membershipTextSchema>;
export const membershipTextAnswerSchema = envelope(membershipTextSchema);

/**
 * A join's payment in dollars, as the SPA reads it from the answer's currency text; stored as whole cents in an
 * integer column. No join costs more than this.
 */
export const MAX_MARKETING_DOLLARS = 100_000;
const marketingDollars = z.number().check(z.gte(0), z.lte(MAX_MARKETING_DOLLARS));

export const utmInfoSchema = z.object({
  caid: memberNumberSchema(),
  utmCampaign: optionalText(200),
  utmContent: optionalText(200),
  utmMedium: optionalText(200),
  utmSource: optionalText(200),
  marketingInitialOnlinePayment: marketingDollars,
  marketingMonthlyPayment: marketingDollars,
});
export type UtmInfo = z.infer<typeof utmInfoSchema>;

/**
 * GET /api/ols/get-submit-failure-data: the text shown after a failed retry. It may hold a contact link
 * (`<a href="mailto:...">`), which the banner turns into a link.
 */
export const submitFailureDataAnswerSchema = envelope(z.object({ message: z.string() }));

/** POST /api/ols/upload-photo/olstncdocumnetreceipt: the stored receipt's file name. */
export const receiptUploadAnswerSchema = envelope(z.object({ fileName: z.string() }));

/** The older guest schema (the specification keeps it for POST /sign-up/create-guest). */
export const GUEST_MESSAGES = {
  phoneTooShort: 'Phone Number must contain at least 10 Numbers',
} as const;

export const guestSchema = z.object({
  firstName: shortText(80),
  lastName: shortText(80),
  email: z.string().check(z.trim(), z.maxLength(254), z.email('Invalid email address')),
  /** Digits with the usual separators; at least 10 digits. */
  phone: z.string().check(
    z.maxLength(30),
    z.refine((value) => /^\d{10,15}$/.test(value.replace(/[-()_\s+.]/g, '')), GUEST_MESSAGES.phoneTooShort),
  ),
});
export type Guest = z.infer<typeof guestSchema>;
/** A guest as stored: the answer of create-guest on success. On failure the answer is a plain string. */
export const guestRecordSchema = z.object({ ...guestSchema.shape, id: z.string() });
export type GuestRecord = z.infer<typeof guestRecordSchema>;
export const createGuestAnswerSchema = z.union([guestRecordSchema, z.string()]);

/**
 * A new card from the card step's 'Update Card' dialog: POST /api/ols/insert-card-details with the frame's
 * fields and the name on the card answers the new creditCardId; PUT /api/ols/credit-card then names it.
 */
export const insertCardBodySchema = frameCardSchema;
export type InsertCardBody = z.infer<typeof insertCardBodySchema>;
export const insertCardAnswerSchema = envelope(z.object({ creditCardId: z.string() }));

export const updateCardBodySchema = z.object({
  nickname: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  creditCardId: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type UpdateCardBody = z.infer<typeof updateCardBodySchema>;
export const updateCardAnswerSchema = z.object({ success: z.boolean(), message: z.optional(z.string()) });
