import * as z from 'zod/mini';
import { envelope } from './errors';
import { fillTemplate } from './i18n/template';

/**
 * Guest passes (issue 12, docs/decisions/0028): a plan's guest passes per billing month (Premier: two). The member
 * gives a guest's name and e-mail; the guest is e-mailed a single-use day pass code (and its QR code) valid until
 * the last day of the month; the front desk scans it like a member's code. Dates are club days, YYYY-MM-DD.
 */

export const GUEST_PASS_LIMITS = { nameMax: 80, emailMax: 254 } as const;

/** The code's prefix: 'GP-' and eight characters of the references' unambiguous alphabet. */
export const GUEST_PASS_CODE_PREFIX = 'GP';
export const GUEST_PASS_CODE_LENGTH = 8;

/** GUEST_PASS_MESSAGES' sentences with values, as ICU messages: the server translates them with the same values. */
export const GUEST_PASS_TEMPLATES = {
  noneLeft: 'You have given all {allowance} guest passes of this month. New ones are available from {nextMonthDay}.',
  issued: 'Guest pass sent to {guestName} at {guestEmail}.',
  alreadyUsed: 'This guest pass was already used on {day} at {club}.',
  expired: 'This guest pass expired on {lastDay}.',
} as const;

export const GUEST_PASS_MESSAGES = {
  loadError: 'Your guest passes could not be loaded. Try again in a moment.',
  guestNameRequired: "Please enter your guest's name",
  guestNameInvalid: `Please enter a name of at most ${GUEST_PASS_LIMITS.nameMax} characters`,
  guestEmailRequired: "Please enter your guest's e-mail address",
  guestEmailInvalid: 'Please enter a valid e-mail address',
  noMembership: 'You have no active membership, so you cannot give guest passes.',
  planHasNone: 'Your plan includes no guest passes.',
  frozen: 'Guest passes cannot be given while your membership is frozen.',
  suspended: 'Guest passes cannot be given while your membership is suspended for unpaid dues.',
  noneLeft: (allowance: number, nextMonthDay: string) =>
    fillTemplate(GUEST_PASS_TEMPLATES.noneLeft, { allowance, nextMonthDay }),
  issued: (guestName: string, guestEmail: string) =>
    fillTemplate(GUEST_PASS_TEMPLATES.issued, { guestName, guestEmail }),
  /** At the front desk (POST /staff/check-ins with a guest pass code). */
  alreadyUsed: (day: string, club: string) => fillTemplate(GUEST_PASS_TEMPLATES.alreadyUsed, { day, club }),
  expired: (lastDay: string) => fillTemplate(GUEST_PASS_TEMPLATES.expired, { lastDay }),
  /** The club of alreadyUsed when it is not known any more. */
  anotherClub: 'another club',
} as const;

const present = (value: string) => value.trim().length > 0;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /membership/guest-passes: the guest's name and e-mail, trimmed (the address lowercased). */
export const issueGuestPassBodySchema = z.object({
  guestName: z.pipe(
    z.string(GUEST_PASS_MESSAGES.guestNameRequired).check(
      z.refine(present, GUEST_PASS_MESSAGES.guestNameRequired),
      z.refine((value) => value.trim().length <= GUEST_PASS_LIMITS.nameMax, GUEST_PASS_MESSAGES.guestNameInvalid),
    ),
    z.transform((value) => value.trim().replace(/\s+/g, ' ')),
  ),
  guestEmail: z.pipe(
    z.string(GUEST_PASS_MESSAGES.guestEmailRequired).check(
      z.refine(present, GUEST_PASS_MESSAGES.guestEmailRequired),
      z.refine(
        (value) =>
          !present(value) || (value.trim().length <= GUEST_PASS_LIMITS.emailMax && EMAIL_PATTERN.test(value.trim())),
        GUEST_PASS_MESSAGES.guestEmailInvalid,
      ),
    ),
    z.transform((value) => value.trim().toLowerCase()),
  ),
});
export type IssueGuestPassBody = z.input<typeof issueGuestPassBodySchema>;

export const GUEST_PASS_STATUSES = ['unused', 'used', 'expired'] as const;
export type GuestPassStatus = (typeof GUEST_PASS_STATUSES)[number];

export const guestPassSchema = z.object({
  id: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  /** 'GP-7F3K2QXA': the member may read it to a guest whose e-mail went astray. */
  code: z.string(),
  /** The club day it was given. */
  issuedOn: z.string(),
  /** Its last valid day: the last day of the month it counts against. */
  validUntil: z.string(),
  status: z.enum(GUEST_PASS_STATUSES),
  /** When and where the front desk took it (the club day, the club's name); null while unused. */
  usedOn: z.nullable(z.string()),
  usedAt: z.nullable(z.object({ clubId: z.string(), displayName: z.string() })),
});
export type GuestPass = z.infer<typeof guestPassSchema>;

export const guestPassesViewSchema = z.object({
  /** The billing month counted (YYYY-MM-01) and the last day a pass given now is valid. */
  period: z.string(),
  validUntil: z.string(),
  /** The plan's passes per month; 0 for a plan without any (the page then shows nothing). */
  allowance: z.int(),
  /** Given this month, of them used, and left to give. */
  issued: z.int(),
  used: z.int(),
  left: z.int(),
  /** Why none can be given today although some are left (frozen, suspended), or null. */
  refusal: z.nullable(z.string()),
  /** The passes given, newest first (this month's and the recent months'). */
  passes: z.array(guestPassSchema),
});
export type GuestPassesView = z.infer<typeof guestPassesViewSchema>;

/** GET /membership/guest-passes. */
export const guestPassesAnswerSchema = envelope(guestPassesViewSchema);

/** POST /membership/guest-passes: the pass given (its e-mail to the guest is on its way). */
export const issueGuestPassAnswerSchema = envelope(guestPassSchema);

/** POST /staff/check-ins with a guest pass code: the guest let in, and the member who invited them. */
export const guestCheckInAnswerSchema = envelope(
  z.object({
    guestPass: z.object({
      code: z.string(),
      guestName: z.string(),
      invitedBy: z.object({ idCA: z.string(), name: z.string() }),
      club: z.object({ clubId: z.string(), displayName: z.string() }),
      /** The instant (ISO 8601, UTC) and the club's wall clock: YYYY-MM-DD and HH:mm. */
      usedAt: z.string(),
      checkInDate: z.string(),
      checkInTime: z.string(),
    }),
  }),
);
export type GuestCheckInAnswer = z.infer<typeof guestCheckInAnswerSchema>;
