import * as z from 'zod/mini';
import { billingStandingSchema } from './billing-history';
import { CARD_TYPES } from './billing';
import { guestPassesViewSchema } from './guest-passes';
import { fillTemplate } from './i18n/template';
import { balanceEntrySchema, balanceSchema } from './member-billing';
import { STAFF_ACTION_MESSAGES, STAFF_REASON_MAX_LENGTH } from './staff-member-actions';
import { visitSchema } from './visits';

/**
 * A member's page in the staff console (issue 15, page 2; docs/decisions/0034): everything about one member of the
 * account's clubs in one answer, the notes the staff keep, and the e-mails a manager sends again. The money and
 * membership actions are staff-member-actions.ts.
 */

/** The most the page lists of each: the latest visits, the newest notes and payments, the whole ledger up to this. */
export const MEMBER_PAGE_LIMITS = { visits: 20, notes: 100, payments: 100, ledger: 500 } as const;
export const MEMBER_NOTE_MAX_LENGTH = 2000;

/** STAFF_MEMBER_MESSAGES' sentences with values, as ICU messages: the server translates them with the same values. */
export const STAFF_MEMBER_TEMPLATES = {
  passwordLinkSent: 'A set-password link was e-mailed to {email}. It works once, for 7 days.',
  welcomeResent: 'The welcome e-mail was sent again to {email}.',
} as const;

export const STAFF_MEMBER_MESSAGES = {
  /** A member outside the account's clubs is answered like one that does not exist (docs/decisions/0032). */
  memberNotFound: STAFF_ACTION_MESSAGES.memberNotFound,
  documentNotFound: 'This document was not found for this member.',
  noteRequired: 'Write the note first.',
  noteTooLong: `Keep a note under ${MEMBER_NOTE_MAX_LENGTH} characters.`,
  noteAdded: 'Note added.',
  noJoin:
    'This member did not join online, so there is no welcome e-mail to send again. Send a set-password link instead.',
  passwordLinkSent: (email: string) => fillTemplate(STAFF_MEMBER_TEMPLATES.passwordLinkSent, { email }),
  welcomeResent: (email: string) => fillTemplate(STAFF_MEMBER_TEMPLATES.welcomeResent, { email }),
} as const;

export const memberPageParamsSchema = z.object({ memberId: z.uuid(STAFF_MEMBER_MESSAGES.memberNotFound) });
export type MemberPageParams = z.infer<typeof memberPageParamsSchema>;

/** 'photo' is the join photo; any other id is one of the member's documents (a PDF, a vaccine record). */
export const memberDocumentParamsSchema = z.object({
  memberId: z.uuid(STAFF_MEMBER_MESSAGES.memberNotFound),
  documentId: z.union([z.literal('photo'), z.uuid(STAFF_MEMBER_MESSAGES.documentNotFound)]),
});
export const memberReceiptParamsSchema = z.object({
  memberId: z.uuid(STAFF_MEMBER_MESSAGES.memberNotFound),
  chargeId: z.uuid(STAFF_MEMBER_MESSAGES.documentNotFound),
});

/** Where the staff download a member's document, the photo, a payment's receipt (staff token and signature). */
export const memberDocumentPath = (memberId: string, documentId: string) =>
  `/staff/members/${encodeURIComponent(memberId)}/documents/${encodeURIComponent(documentId)}`;
export const memberReceiptPath = (memberId: string, chargeId: string) =>
  `/staff/members/${encodeURIComponent(memberId)}/receipts/${encodeURIComponent(chargeId)}`;

/**
 * The membership in one word, most telling first: 'frozen' (a freeze in effect today), 'suspended' and 'past_due'
 * (dues unpaid), 'cancelled' (ended), 'active'; 'none' for someone who never had one. A notice to cancel that has
 * not ended the membership yet is `cancellation`.
 */
export const MEMBER_PAGE_STATUSES = ['active', 'past_due', 'frozen', 'suspended', 'cancelled', 'none'] as const;
export type MemberPageStatus = (typeof MEMBER_PAGE_STATUSES)[number];
export const MEMBER_PAGE_STATUS_LABELS: Record<MemberPageStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  frozen: 'Frozen',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  none: 'No membership',
};

const detailsSchema = z.object({
  id: z.string(),
  memberNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  birthday: z.nullable(z.string()),
  memberStatus: z.string(),
  homeClub: z.nullable(z.object({ id: z.string(), displayName: z.string() })),
  /** memberDocumentPath(id, 'photo'), or null without a photo on file. */
  photoPath: z.nullable(z.string()),
});

const currentMembershipSchema = z.object({
  id: z.string(),
  status: z.enum(MEMBER_PAGE_STATUSES),
  planName: z.string(),
  clubName: z.string(),
  monthly: z.boolean(),
  priceCents: z.int(),
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  standing: billingStandingSchema,
  /** The notice to cancel that stands (not withdrawn). */
  cancellation: z.nullable(z.object({ reference: z.string(), noticeDate: z.string(), lastDay: z.string() })),
});

export const MEMBERSHIP_EVENT_KINDS = ['membership', 'freeze', 'cancellation', 'plan-change'] as const;
export type MembershipEventKind = (typeof MEMBERSHIP_EVENT_KINDS)[number];

/** One line of the membership's history, newest first: a membership bought, a freeze, a notice, a plan change. */
export const membershipEventSchema = z.object({
  id: z.string(),
  kind: z.enum(MEMBERSHIP_EVENT_KINDS),
  /** The club day it was recorded. */
  date: z.string(),
  /** 'Oakland Monthly at Oakland, from 2026-01-05', 'Frozen 2026-03 to 2026-04 ($10.00 a month)'... */
  description: z.string(),
  /** 'active', 'ended', 'withdrawn', 'scheduled', 'applied'...: where it stands now. */
  status: z.string(),
  reference: z.nullable(z.string()),
});
export type MembershipEvent = z.infer<typeof membershipEventSchema>;

/** A payment with what can still be refunded of it. */
export const memberPaymentSchema = z.object({
  chargeId: z.string(),
  date: z.string(),
  paidFor: z.string(),
  card: z.nullable(z.string()),
  amountCents: z.int(),
  /** Refunds of it that succeeded or are still pending. */
  refundedCents: z.int(),
  refundableCents: z.int(),
  /** The stored receipt's document id, null until it is first made (the download makes it). */
  receiptDocumentId: z.nullable(z.string()),
  receiptPath: z.string(),
});
export type MemberPayment = z.infer<typeof memberPaymentSchema>;

export const memberRefundSchema = z.object({
  id: z.string(),
  chargeId: z.string(),
  date: z.string(),
  amountCents: z.int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(),
  /** The staff member who gave it; null for a cancellation's refund. */
  requestedBy: z.nullable(z.string()),
});
export type MemberRefund = z.infer<typeof memberRefundSchema>;

export const memberCardSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_TYPES),
  last4: z.string(),
  /** 'MM/YYYY' */
  expiry: z.string(),
  primary: z.boolean(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const MEMBER_DOCUMENT_KINDS = ['agreement', 'receipt', 'photo', 'vaccine'] as const;
export type MemberDocumentKind = (typeof MEMBER_DOCUMENT_KINDS)[number];

export const memberDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(MEMBER_DOCUMENT_KINDS),
  fileName: z.string(),
  /** The club day it was made; null for the photo (its time is not kept). */
  date: z.nullable(z.string()),
  /** A vaccine record's review: 'pending', 'confirmed', 'rejected'; null for the others. */
  status: z.nullable(z.string()),
  path: z.string(),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;

export const memberNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof memberNoteSchema>;

/** GET /staff/members/:memberId */
export const memberPageSchema = z.object({
  details: detailsSchema,
  membership: z.nullable(currentMembershipSchema),
  membershipHistory: z.array(membershipEventSchema),
  /** Today's balance (the entries since it was last settled). */
  balance: balanceSchema,
  /** The whole ledger, newest first. */
  ledger: z.array(balanceEntrySchema),
  payments: z.array(memberPaymentSchema),
  refunds: z.array(memberRefundSchema),
  cards: z.array(memberCardSchema),
  visits: z.array(visitSchema),
  documents: z.array(memberDocumentSchema),
  guestPasses: guestPassesViewSchema,
  notes: z.array(memberNoteSchema),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

/** POST /staff/members/:memberId/notes */
export const addMemberNoteBodySchema = z.object({
  body: z
    .string({ error: STAFF_MEMBER_MESSAGES.noteRequired })
    .check(
      z.trim(),
      z.minLength(1, STAFF_MEMBER_MESSAGES.noteRequired),
      z.maxLength(MEMBER_NOTE_MAX_LENGTH, STAFF_MEMBER_MESSAGES.noteTooLong),
    ),
});
export type AddMemberNoteBody = z.infer<typeof addMemberNoteBodySchema>;
export const addMemberNoteAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: memberNoteSchema,
});

/** POST /staff/members/:memberId/password-link and /welcome-email: managers and the director, with a reason. */
export const memberMailBodySchema = z.object({
  reason: z
    .string({ error: STAFF_ACTION_MESSAGES.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, STAFF_ACTION_MESSAGES.reasonRequired),
      z.maxLength(STAFF_REASON_MAX_LENGTH, STAFF_ACTION_MESSAGES.reasonTooLong),
    ),
});
export type MemberMailBody = z.infer<typeof memberMailBodySchema>;
export const memberMailAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export type MemberMailAnswer = z.infer<typeof memberMailAnswerSchema>;
