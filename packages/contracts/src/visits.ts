import * as z from 'zod/mini';
import { ERROR_CODES, envelope } from './errors';
import { guestCheckInAnswerSchema } from './guest-passes';
import { memberNumberSchema } from './member-number';

/**
 * Visit history and the front desk's check-in (docs/decisions/0014). The specification names only
 * GET /history?startDate=&endDate=&limit= and 'Load history error.'; the rest is ours.
 */

/** The history's page size: the specification leaves the default limit open. */
export const HISTORY_LIMIT = { default: 50, max: 200 } as const;

/** The history page opens on this many days, ending today. */
export const HISTORY_DEFAULT_RANGE_DAYS = 90;

/**
 * A second check-in of the same member at the same club within this many minutes answers the first visit (a new
 * rotating code, or the number typed; the same code twice is refused as used, docs/decisions/0036).
 */
export const CHECK_IN_REPEAT_WINDOW_MINUTES = 5;

export const SCAN_CODE_MAX_LENGTH = 64;

export const VISIT_MESSAGES = {
  /** The specification's text for a failed history load. */
  loadHistoryError: 'Load history error.',
  startDateInvalid: 'startDate must be a date like 2025-03-14',
  endDateInvalid: 'endDate must be a date like 2025-03-14',
  startAfterEnd: 'startDate must not be after endDate',
  limitInvalid: `limit must be a whole number from 1 to ${HISTORY_LIMIT.max}`,
  scanCodeRequired: 'Scan code is required',
  scanCodeTooLong: `Scan code should be a maximum of ${SCAN_CODE_MAX_LENGTH} characters long`,
  clubRequired: 'Please choose a club',
  noMemberWithCode: 'No member with this code',
  formerMember: 'This person is a former member and cannot check in',
  notActiveMember: 'This person has no active membership and cannot check in',
  noPhoto: 'This member has no photo on file',
  membershipEnded: 'This membership has ended; the member cannot check in',
  memberNumberInvalid: 'The member number must be 1 to 9 digits',
  manualInvalid: 'manual must be true (the member number was typed) or false',
  /** The desk's "Type member number" form, when left empty. */
  memberNumberRequired: 'Please type the member number',
} as const;

/** The history page's date fields. */
export const HISTORY_FORM_MESSAGES = {
  startRequired: 'Please enter a start date',
  endRequired: 'Please enter an end date',
  startAfterEnd: 'The start date must not be after the end date',
} as const;

/** True for a YYYY-MM-DD string that names a day the calendar has (not 2025-02-30). */
export function isIsoCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** An optional query date: absent or empty means no bound on that side. */
const optionalDate = (message: string) =>
  z.optional(z.string().check(z.refine((value) => value === '' || isIsoCalendarDate(value), message)));

const limitPattern = /^\d{1,4}$/;

/**
 * GET /history's query. Dates are days in the clubs' time zone, both ends inclusive; the limit is a string
 * on the wire (a query string) and a number after parsing.
 */
export const historyQuerySchema = z
  .object({
    startDate: optionalDate(VISIT_MESSAGES.startDateInvalid),
    endDate: optionalDate(VISIT_MESSAGES.endDateInvalid),
    limit: z.optional(
      z.pipe(
        z
          .string()
          .check(
            z.refine(
              (value) =>
                value === '' || (limitPattern.test(value) && Number(value) >= 1 && Number(value) <= HISTORY_LIMIT.max),
              VISIT_MESSAGES.limitInvalid,
            ),
          ),
        z.transform((value) => (value === '' ? HISTORY_LIMIT.default : Number(value))),
      ),
    ),
  })
  .check(
    z.refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
      message: VISIT_MESSAGES.startAfterEnd,
      path: ['startDate'],
    }),
  );
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** The club of a visit: the wire names of the specification's club. */
export const visitClubSchema = z.object({
  clubautomationclubidC: z.string(),
  name: z.string(),
  displayName: z.string(),
});

export const visitSchema = z.object({
  id: z.string(),
  /** The instant, ISO 8601 in UTC. */
  checkedInAt: z.string(),
  /** The day and wall-clock time at the club (America/Los_Angeles): YYYY-MM-DD and HH:mm. */
  checkInDate: z.string(),
  checkInTime: z.string(),
  club: visitClubSchema,
});
export type Visit = z.infer<typeof visitSchema>;

/** GET /history: the member's visits, newest first. */
export const historyAnswerSchema = envelope(z.array(visitSchema));
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

/** POST /staff/check-ins: what the desk scanner typed and the club the desk belongs to. */
export const checkInBodySchema = z.object({
  scanCode: z.pipe(
    z.string(VISIT_MESSAGES.scanCodeRequired).check(
      z.refine((value) => value.trim().length > 0, VISIT_MESSAGES.scanCodeRequired),
      z.refine((value) => value.trim().length <= SCAN_CODE_MAX_LENGTH, VISIT_MESSAGES.scanCodeTooLong),
    ),
    // Scanners and people type codes in either case; codes are stored in upper case.
    z.transform((value) => value.trim().toUpperCase()),
  ),
  clubId: z.string(VISIT_MESSAGES.clubRequired).check(
    z.refine((value) => value.trim().length > 0, VISIT_MESSAGES.clubRequired),
    z.maxLength(40, VISIT_MESSAGES.clubRequired),
  ),
  /**
   * Staff typed the member number (or the static scan code) themselves: the only way it checks a member in, since a
   * screenshot of an old QR code carries it too (docs/decisions/0036). A scan sends the rotating code instead.
   */
  manual: z.optional(z.boolean(VISIT_MESSAGES.manualInvalid)),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

/**
 * How a visit was let in: the member's rotating code scanned, or their number typed by staff. Visits from before
 * the rotating code are 'code' (the static one was scanned). A guest pass is not a visit: it is kept on the pass.
 */
export const VISIT_METHODS = ['code', 'manual'] as const;
export type VisitMethod = (typeof VISIT_METHODS)[number];

/**
 * What the desk shows beside the member's photo (issue 15, page 6): active and past due check in (the dues
 * retries are under way), the others are refused with the reason. A guest pass has its own answer.
 */
export const DESK_STATUSES = ['active', 'past-due', 'frozen', 'suspended', 'cancelled', 'no-membership'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

export const DESK_STATUS_LABELS: Record<DeskStatus | 'guest-pass', string> = {
  active: 'Active',
  'past-due': 'Past due',
  frozen: 'Frozen',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  'no-membership': 'No membership',
  'guest-pass': 'Guest pass',
};

/** The member behind a scanned code, as the desk shows them. */
export const deskMemberSchema = z.object({
  idCA: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  /** The join photo is on file: the desk then reads it from memberPhotoPath(idCA) to compare faces. */
  hasPhoto: z.boolean(),
  status: z.enum(DESK_STATUSES),
});
export type DeskMember = z.infer<typeof deskMemberSchema>;

export const checkInAnswerSchema = envelope(
  z.object({
    member: deskMemberSchema,
    visit: visitSchema,
    /** True when this scan repeated one within the repeat window: the answer is that earlier visit. */
    alreadyCheckedIn: z.boolean(),
    /** How the visit answered was let in (the earlier visit's way when alreadyCheckedIn). */
    method: z.enum(VISIT_METHODS),
  }),
);
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/** GET /staff/members/:idCA/photo's params: the member number. */
export const memberPhotoParamsSchema = z.object({
  idCA: memberNumberSchema(VISIT_MESSAGES.memberNumberInvalid),
});

/** The member's join photo (a JPEG), for staff and the director only. */
export const memberPhotoPath = (idCA: string) => `/staff/members/${encodeURIComponent(idCA)}/photo`;

/**
 * What POST /staff/check-ins answers: a member's visit, or the guest let in with a guest pass code (the member who
 * invited them named); `'guestPass' in data` tells them apart.
 */
export const deskCheckInAnswerSchema = z.union([checkInAnswerSchema, guestCheckInAnswerSchema]);
export type DeskCheckInAnswer = z.infer<typeof deskCheckInAnswerSchema>;

/**
 * POST /staff/check-ins' 409 for a known member who may not check in: the error envelope (message is the reason)
 * with who it was, so the desk shows the face and the status beside the refusal.
 */
export const checkInRefusalSchema = z.object({
  success: z.literal(false),
  status: z.int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  requestId: z.optional(z.string()),
  member: deskMemberSchema,
});
export type CheckInRefusal = z.infer<typeof checkInRefusalSchema>;
