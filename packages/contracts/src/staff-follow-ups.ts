import * as z from 'zod/mini';

/**
 * The staff console's follow-ups (issue 15, page 3): sign-ups abandoned before 'Congratulation!' and past-due
 * members of the account's clubs, with the marks the staff leave on them (a reminder sent, a person contacted).
 */

/**
 * A sign-up counts as abandoned once it has not moved for this long (the old script's default); the server's
 * ABANDONED_SIGNUP_AFTER_MINUTES may set another idle time for the follow-ups list.
 */
export const ABANDONED_AFTER_HOURS = 1;
/** GET /staff/follow-ups/signups?days=: how far back the list looks, 7 days unless asked. */
export const FOLLOW_UP_DAYS = { default: 7, max: 90 } as const;

export const FOLLOW_UP_MESSAGES = {
  noSignup: 'No abandoned sign-up with this id',
  noMember: 'No past-due member with this id',
  noEmail: 'This sign-up has no e-mail address to send a reminder to.',
  finished: 'This sign-up is complete: the visitor joined.',
  daysInvalid: `days must be a whole number from 1 to ${FOLLOW_UP_DAYS.max}`,
} as const;

/** At most this many rows per list, the newest first. */
export const FOLLOW_UP_LIST_LIMIT = 500;
/** The resume link e-mailed by "Send a reminder" works once, for this long. */
export const RESUME_LINK_TTL_DAYS = 7;

const clubIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(20));

export const abandonedSignupsQuerySchema = z.object({
  /** One club of the account's; all of them when absent. */
  clubId: z.optional(clubIdSchema),
  /** Whole days, 1 to 90; 7 when absent. */
  days: z.optional(z.string().check(z.regex(/^\d{1,2}$/, FOLLOW_UP_MESSAGES.daysInvalid))),
});

export const pastDueQuerySchema = z.object({ clubId: z.optional(clubIdSchema) });

export const signupParamsSchema = z.object({ signupId: z.uuid(FOLLOW_UP_MESSAGES.noSignup) });
export const memberParamsSchema = z.object({ memberId: z.uuid(FOLLOW_UP_MESSAGES.noMember) });

/** A mark: when, and the staff member who made it. */
export const followUpMarkSchema = z.object({ at: z.string(), by: z.string() });
export type FollowUpMark = z.infer<typeof followUpMarkSchema>;

export const followUpMarksSchema = z.object({
  reminderSent: z.nullable(followUpMarkSchema),
  contacted: z.nullable(followUpMarkSchema),
});
export type FollowUpMarks = z.infer<typeof followUpMarksSchema>;

const clubRefSchema = z.object({ id: z.string(), displayName: z.string() });

export const abandonedSignupSchema = z.object({
  signupId: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  club: clubRefSchema,
  plan: z.nullable(z.object({ id: z.string(), name: z.string() })),
  /** The wizard step the visitor reached (its title). */
  stepReached: z.string(),
  /** The sign-up's last activity, ISO. */
  lastActivityAt: z.string(),
  utmSource: z.nullable(z.string()),
  marks: followUpMarksSchema,
});
export type AbandonedSignup = z.infer<typeof abandonedSignupSchema>;
export const abandonedSignupsAnswerSchema = z.object({ signups: z.array(abandonedSignupSchema) });

export const pastDueMemberSchema = z.object({
  memberId: z.string(),
  idCA: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  club: clubRefSchema,
  billingStatus: z.enum(['past_due', 'suspended']),
  amountDueCents: z.number(),
  /** The club day (YYYY-MM-DD) of the first declined autopay. */
  pastDueSince: z.nullable(z.string()),
  /** The newest scheduled autopay attempt since then, ISO. */
  lastRetryAt: z.nullable(z.string()),
  /** The club day of the next scheduled retry; none once suspended. */
  nextRetryOn: z.nullable(z.string()),
  /** Only marks made after the member became past due count. */
  contacted: z.nullable(followUpMarkSchema),
});
export type PastDueMember = z.infer<typeof pastDueMemberSchema>;
export const pastDueAnswerSchema = z.object({ members: z.array(pastDueMemberSchema) });

/** POST .../reminder and .../contacted answer the new mark. */
export const followUpMarkAnswerSchema = z.object({ mark: followUpMarkSchema });
