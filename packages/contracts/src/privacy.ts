import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * A member's privacy rights under California's CPRA (issue 31 point 5, docs/decisions/0054): the member downloads
 * their data (GET PRIVACY_EXPORT_PATH, a zip: data.json and their PDFs) and asks for their account's deletion
 * (POST PRIVACY_REQUEST_PATH); the club's managers and the director see the requests in the console and complete
 * them within the law's 45 days: the account is anonymised, except what the law makes the club keep.
 */

export const PRIVACY_EXPORT_PATH = '/privacy/export';
export const PRIVACY_REQUEST_PATH = '/privacy/deletion-request';
export const STAFF_PRIVACY_REQUESTS_PATH = '/staff/privacy/requests';
export const staffPrivacyCompletePath = (requestId: string) =>
  `${STAFF_PRIVACY_REQUESTS_PATH}/${encodeURIComponent(requestId)}/complete`;

/** The days the CPRA gives a business to answer a request to delete (Cal. Civ. Code § 1798.130(a)(2)). */
export const PRIVACY_RESPONSE_DAYS = 45;
/** The years the payments and the signed agreement are kept after a deletion (IRS and California FTB records). */
export const PRIVACY_RECORDS_KEPT_YEARS = 7;
/** The months the record of a request keeps whose it was after its answer (11 CCR § 7101(a)): then only the number. */
export const PRIVACY_REQUEST_RECORD_MONTHS = 24;

/** The export's file names inside the zip. */
export const PRIVACY_EXPORT_DATA_FILE = 'data.json';
export const PRIVACY_EXPORT_DOCUMENTS_FOLDER = 'documents';

/** Who sees and completes the requests in the console: the club's managers and the director. */
export const PRIVACY_STAFF_ROLES = ['manager', 'director'] as const;

export const PRIVACY_REQUEST_KINDS = ['deletion'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_MESSAGES = {
  requestNotFound: 'This privacy request does not exist',
  notAMember: 'Only a member account can ask for its data or its deletion',
} as const;

/** A member's own request, as the profile shows it. */
export const privacyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  receivedAt: z.string(),
  /** The last day to complete it: received + 45 days. */
  dueAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
/** GET and POST PRIVACY_REQUEST_PATH: the member's latest deletion request, or null for none. */
export const privacyRequestAnswerSchema = envelope(z.nullable(privacyRequestSchema));
export type PrivacyRequestAnswer = z.infer<typeof privacyRequestAnswerSchema>;

/** One request in the console's list. */
export const staffPrivacyRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  memberId: z.string(),
  memberNumber: z.int(),
  /** The member's name when received (an anonymised account keeps no name: the request keeps it for the staff). */
  memberName: z.string(),
  clubId: z.nullable(z.string()),
  receivedAt: z.string(),
  dueAt: z.string(),
  /** Whole days until the due date (negative once late); null when completed. */
  daysLeft: z.nullable(z.int()),
  completedAt: z.nullable(z.string()),
  completedByName: z.nullable(z.string()),
  /** What was done, as the audit log states it: what was removed and what was kept and why. */
  outcome: z.nullable(z.string()),
});
export type StaffPrivacyRequest = z.infer<typeof staffPrivacyRequestSchema>;
export const staffPrivacyRequestsAnswerSchema = envelope(
  z.object({ open: z.array(staffPrivacyRequestSchema), completed: z.array(staffPrivacyRequestSchema) }),
);
export type StaffPrivacyRequests = z.infer<typeof staffPrivacyRequestsAnswerSchema>['data'];
export const staffPrivacyCompleteAnswerSchema = envelope(staffPrivacyRequestSchema);

export const privacyRequestParamsSchema = z.object({ requestId: z.uuid() });

/** The outcome recorded on a completed deletion (English, the record's; the console shows it as it is). */
export const PRIVACY_DELETION_OUTCOME =
  'Account anonymised and sessions ended; membership ended; photo, vaccine files, messages and cards removed. Kept for 7 years for tax and accounting records: payments, the ledger and the signed membership agreement.';
