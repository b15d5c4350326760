import * as z from 'zod/mini';
import { LOGIN_MESSAGES, loginEmailSchema } from './auth';
import { envelope } from './errors';
import { PERSONAL_INFO_MESSAGES, clubToday, parseBirthday } from './personal-info';

/**
 * Vaccine status (member-area document sections 2, 3, 7, 8 and 9; docs/decisions/0012): the upload in two
 * calls, POST /membership (an upload ticket for a user group) then POST /contacts/vaccine-status (the file),
 * and the staff review that confirms or rejects it.
 */
export const VACCINE_STATUSES = ['Not yet uploaded', 'Pending confirmation', 'Confirmed'] as const;
export type VaccineStatus = (typeof VACCINE_STATUSES)[number];
/** Section 9: the status when there is nothing to go by. */
export const DEFAULT_VACCINE_STATUS: VaccineStatus = 'Not yet uploaded';

export const VACCINE_RECORD_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type VaccineRecordStatus = (typeof VACCINE_RECORD_STATUSES)[number];

/** The member's status from their newest record: a rejected record (or none) asks for a new upload. */
export function vaccineStatusOf(newest: VaccineRecordStatus | null | undefined): VaccineStatus {
  if (newest === 'pending') return 'Pending confirmation';
  if (newest === 'confirmed') return 'Confirmed';
  return DEFAULT_VACCINE_STATUS;
}

/** The user group a confirmed vaccine record adds to the member's current membership. */
export const VACCINATED_USER_GROUP = 'Vaccinated';
/** The user groups an upload can be for (POST /membership's userGroup). */
export const UPLOAD_USER_GROUPS = [VACCINATED_USER_GROUP] as const;
export type UploadUserGroup = (typeof UPLOAD_USER_GROUPS)[number];

export const VACCINE_UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** The upload ticket's lifetime: long enough to pick a file, short enough not to be worth stealing. */
  ticketTtlSeconds: 15 * 60,
  /** What the file input offers; the server checks the file's first bytes, not its name or declared type. */
  accept: 'image/jpeg,image/png,application/pdf',
  /** The window of the per-member upload limit (VACCINE_UPLOADS_PER_HOUR uploads in it; docs/decisions/0021). */
  uploadWindowMs: 60 * 60 * 1000,
  /** VACCINE_UPLOADS_PER_HOUR's default. */
  uploadsPerWindow: 5,
} as const;

/** A rejection's reason is e-mailed to the member: a sentence or two, not a letter. */
export const REJECTION_REASON_MAX_LENGTH = 500;

export const VACCINE_MESSAGES = {
  /** Section 8: the upload failed, whatever the reason (the server's own reason is shown below it). */
  uploadFailed: 'Please try again.',
  wrongType: 'The file must be a JPEG or PNG image or a PDF.',
  tooLarge: 'The file is too large: at most 10 MB.',
  fileRequired: 'Choose a file to upload.',
  /** A visitor's details do not name a member (the same text whichever detail was wrong). */
  unknownMember: LOGIN_MESSAGES.cannotFindMember,
  memberNumberRequired: 'Member number is required',
  memberNumberInvalid: 'Member number must be a number',
  ticketExpired: 'Your upload session has ended. Please start the upload again.',
  /** 429: the per-member upload limit (docs/decisions/0021); every upload with a valid ticket counts. */
  tooManyUploads: 'You have uploaded several files in the last hour. Please wait before uploading another.',
  recordNotFound: 'Vaccine record not found',
  alreadyReviewed: 'This vaccine record has already been reviewed',
  /** Staff are accounts too: a reviewer's own upload is someone else's to check. */
  ownRecord: 'You cannot review your own vaccine record',
  rejectionReasonRequired: 'Please say why the record is rejected: the member reads it in the e-mail',
  rejectionReasonTooLong: `The reason should be a maximum of ${REJECTION_REASON_MAX_LENGTH} characters long`,
  pendingReview:
    'Thank you! Your vaccine status was uploaded and is waiting for our staff to review it. ' +
    'Your profile will show it as Confirmed once it has been checked.',
} as const;

const birthdaySchema = z.string(PERSONAL_INFO_MESSAGES.birthdayRequired).check(
  z.refine((value) => value.trim().length > 0, PERSONAL_INFO_MESSAGES.birthdayRequired),
  z.refine(
    (value) => value.trim().length === 0 || parseBirthday(value, clubToday().year) !== null,
    PERSONAL_INFO_MESSAGES.invalidDate,
  ),
);

const memberNumberSchema = z.string(VACCINE_MESSAGES.memberNumberRequired).check(
  z.refine((value) => value.trim().length > 0, VACCINE_MESSAGES.memberNumberRequired),
  z.refine(
    (value) => value.trim().length === 0 || /^\d{1,10}$/.test(value.trim()),
    VACCINE_MESSAGES.memberNumberInvalid,
  ),
);

/** How a visitor who is not signed in says who they are: e-mail, member number and birthday (MM/DD/YYYY). */
export const visitorIdentitySchema = z.object({
  email: loginEmailSchema,
  idCA: memberNumberSchema,
  birthday: birthdaySchema,
});
export type VisitorIdentity = z.input<typeof visitorIdentitySchema>;

/**
 * POST /membership. A signed-in member sends the user group alone (with their token); a visitor adds the
 * identity fields, which the server then requires.
 */
export const uploadTicketBodySchema = z.object({
  userGroup: z.enum(UPLOAD_USER_GROUPS),
  email: z.optional(z.string().check(z.maxLength(200))),
  idCA: z.optional(z.string().check(z.maxLength(20))),
  birthday: z.optional(z.string().check(z.maxLength(20))),
});
export type UploadTicketBody = z.input<typeof uploadTicketBodySchema>;

/** The upload ticket: the bearer token of the POST /contacts/vaccine-status that follows. */
export const uploadTicketAnswerSchema = envelope(
  z.object({
    userGroup: z.enum(UPLOAD_USER_GROUPS),
    uploadToken: z.string(),
    expiresIn: z.int(),
  }),
);

/** POST /contacts/vaccine-status (multipart, the file in field `file`). */
export const VACCINE_FILE_FIELD = 'file';
export const vaccineUploadAnswerSchema = envelope(
  z.object({ id: z.string(), vaccineStatus: z.enum(VACCINE_STATUSES) }),
);

/** Staff review. */
export const vaccineRecordListQuerySchema = z.object({
  status: z._default(z.enum(VACCINE_RECORD_STATUSES), 'pending'),
});
export const vaccineRecordParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

export const vaccineRecordSchema = z.object({
  id: z.string(),
  /** The member number. */
  idCA: z.string(),
  memberName: z.string(),
  /** ISO 8601. */
  uploadedAt: z.string(),
  contentType: z.string(),
  status: z.enum(VACCINE_RECORD_STATUSES),
  /** Why staff rejected it (what the member was told); null unless rejected. */
  rejectionReason: z.nullable(z.string()),
});
export type VaccineRecord = z.infer<typeof vaccineRecordSchema>;
export const vaccineRecordListAnswerSchema = envelope(z.array(vaccineRecordSchema));

/** POST /staff/vaccine-records/:id/reject: the reason the member is e-mailed (confirm takes no body). */
export const vaccineRejectBodySchema = z.object({
  reason: z.pipe(
    z.string(VACCINE_MESSAGES.rejectionReasonRequired).check(
      z.refine((value) => value.trim().length > 0, VACCINE_MESSAGES.rejectionReasonRequired),
      z.refine((value) => value.trim().length <= REJECTION_REASON_MAX_LENGTH, VACCINE_MESSAGES.rejectionReasonTooLong),
    ),
    z.transform((value) => value.trim()),
  ),
});
export type VaccineRejectBody = z.input<typeof vaccineRejectBodySchema>;

export const vaccineReviewAnswerSchema = envelope(
  z.object({
    id: z.string(),
    status: z.enum(VACCINE_RECORD_STATUSES),
    /** The member's current membership's user groups after the review; null when they have no current one. */
    userGroups: z.nullable(z.array(z.string())),
  }),
);
