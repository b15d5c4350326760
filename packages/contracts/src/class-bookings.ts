import * as z from 'zod/mini';
import { type CancelRules, cancelRulesSchema } from './class-rules';
import { classSessionSchema } from './classes';
import { envelope } from './errors';
import { fillTemplate } from './i18n/template';

/**
 * Booking a class (issue 29 point 4, docs/decisions/0049): the chain's rules (a club's own are in class-rules.ts),
 * the refusals in members' words, and a member's bookings. The server enforces every rule; the page only explains
 * them.
 */
/** When booking a class opens under its rules (`opensDaysBefore`), and when its opening draw (if popular) is made. */
export function bookingOpensAt(startsAt: Date, opensDaysBefore: number): Date {
  return new Date(startsAt.getTime() - opensDaysBefore * 86_400_000);
}
export function drawAt(startsAt: Date, opensDaysBefore: number): Date {
  return new Date(bookingOpensAt(startsAt, opensDaysBefore).getTime() + BOOKING_RULES.drawWindowMinutes * 60_000);
}

/** The member's "My classes" page, which the class e-mails link to. */
export const MEMBER_CLASSES_PATH = '/classes/mine';

/** The rules of the whole chain; when booking opens, late cancels and the limits are each club's (ClassRules). */
export const BOOKING_RULES = {
  /**
   * Until this many hours before the start, a freed place goes to the first on the waitlist at once; after it, the
   * place is offered to everyone still waiting and the first to claim it gets it.
   */
  waitlistCutoffHours: 2,
  /** Late cancels and no-shows are strikes: this many within strikeDays bar booking for barDays. */
  strikesToBar: 3,
  strikeDays: 30,
  barDays: 7,
  /**
   * A promotion made on the club's clock between these minutes (10 p.m. to 6 a.m.) for a class before noon can be
   * declined without a strike, as can one made inside the late-cancel window.
   */
  quietFromMinute: 22 * 60,
  quietUntilMinute: 6 * 60,
  /**
   * The fair opening: for a popular class, requests in this many minutes after booking opens are collected and
   * drawn by lot at its end (booking early in it gives no advantage); a member who lost a draw in the last
   * drawBonusDays has a second ticket.
   */
  drawWindowMinutes: 15,
  drawBonusDays: 30,
  /** The desk's scan marks a booked class attended that starts within this many minutes, or started this long ago. */
  attendMinutesBefore: 60,
  attendMinutesAfter: 15,
} as const;

/** BOOKING_MESSAGES' sentences with values, as ICU messages: the server translates them with the same values. */
export const BOOKING_TEMPLATES = {
  barred:
    'You cannot book classes until {until}: {strikes} late cancels or no-shows in 30 days bar booking for 7 days.',
  notOpenYet: 'Booking for this class opens {days} days before it starts',
  tooManyUpcoming: 'You already have {count} classes booked: cancel one to book another',
  tooManyThatDay: 'You already have {count} classes booked that day',
} as const;

export const BOOKING_MESSAGES = {
  started: 'This class has started: it can no longer be booked or cancelled',
  full: 'This class is full',
  cancelledClass: 'This class has been cancelled',
  alreadyBooked: 'You have already booked this class',
  premierOnly: 'This class is for Premier members: change your plan to book it',
  sessionNotFound: 'This class does not exist',
  bookingNotFound: 'This booking does not exist',
  notBookable: 'Only members can book classes',
  alreadyWaiting: 'You are already on the waitlist for this class',
  alreadyRequested: 'You are already in the draw for this class',
  notWaiting: 'You are not on the waitlist for this class',
  noPlaceToClaim: 'No place is free in this class any more',
  notClaimableYet: 'The first on the waitlist gets a freed place until 2 hours before the class',
  calendarNotFound: 'This calendar does not exist',
  barred: (until: string, strikes: number) => fillTemplate(BOOKING_TEMPLATES.barred, { until, strikes }),
  notOpenYet: (days: number) => fillTemplate(BOOKING_TEMPLATES.notOpenYet, { days }),
  tooManyUpcoming: (count: number) => fillTemplate(BOOKING_TEMPLATES.tooManyUpcoming, { count }),
  tooManyThatDay: (count: number) => fillTemplate(BOOKING_TEMPLATES.tooManyThatDay, { count }),
} as const;

/** A place in a class, a place on its waitlist, a request in its opening draw, or none of them any more. */
export const BOOKING_STATUSES = ['booked', 'waitlisted', 'requested', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who ended a place: the member, the club (the class was cancelled), or an overlapping class booked from a waitlist. */
export const BOOKING_ENDINGS = ['member', 'club', 'overlap'] as const;
export type BookingEnding = (typeof BOOKING_ENDINGS)[number];

/** What the desk's scan or the trainer recorded of a booked member. */
export const ATTENDANCE = ['attended', 'noShow'] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export const bookClassBodySchema = z.object({
  sessionId: z.uuid(),
  /** When the class is full, join its waitlist instead of being refused. */
  joinWaitlist: z.optional(z.boolean()),
});
export type BookClassBody = z.infer<typeof bookClassBodySchema>;
export const bookingParamsSchema = z.object({ bookingId: z.uuid() });

/** What cancelling now costs: nothing, or a late cancel, a strike or a fee (said before the member confirms). */
export const CANCEL_TERMS = ['free', 'late'] as const;
export type CancelTerms = (typeof CANCEL_TERMS)[number];

/**
 * The terms of giving up a place in a class starting at `startsAt` at the moment `now`. Leaving a waitlist is
 * always free, and so is declining a promotion made in the late-cancel window or the quiet hours (`freeCancel`).
 */
export function cancelTerms(
  booking: { status: BookingStatus; freeCancel: boolean; rules: Pick<CancelRules, 'lateCancelHours'> },
  startsAt: Date,
  now: Date,
): CancelTerms {
  if (booking.status !== 'booked' || booking.freeCancel) return 'free';
  return startsAt.getTime() - now.getTime() < booking.rules.lateCancelHours * 3_600_000 ? 'late' : 'free';
}

export const classBookingSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  bookedAt: z.string(),
  cancelledAt: z.nullable(z.string()),
  /** Cancelled within its rules' lateCancelHours of the start: a strike, or a fee (feeCents). */
  lateCancel: z.boolean(),
  /** The fee posted to the member's account for this late cancel or no-show (the club charges instead of strikes). */
  feeCents: z.nullable(z.int()),
  /** What cancelling and not coming cost under its class's rules (its club's, or its class type's there). */
  rules: cancelRulesSchema,
  endedBy: z.nullable(z.enum(BOOKING_ENDINGS)),
  /** The member's place on the waitlist (1 is next), while waitlisted. */
  waitlistPosition: z.nullable(z.int()),
  /** Waitlisted after the cutoff while a place is free: the first to claim it gets it. */
  placeOffered: z.boolean(),
  /** When the member was booked from the waitlist. */
  promotedAt: z.nullable(z.string()),
  /** A promotion the member may decline without a strike (made late or in the quiet hours). */
  freeCancel: z.boolean(),
  /** While requested: when the draw is made (the end of the opening window). */
  drawAt: z.nullable(z.string()),
  /** Lost the opening draw (put on the waitlist in the drawn order). */
  drawLost: z.boolean(),
  attendance: z.nullable(z.enum(ATTENDANCE)),
  session: classSessionSchema,
  className: z.string(),
});
export type ClassBooking = z.infer<typeof classBookingSchema>;

/** The answer to booking: the place (booked or waitlisted), and the classes it ended (either/or waitlists). */
export const bookingResultSchema = z.object({
  booking: classBookingSchema,
  /** The member's other places that overlapped it, cancelled in the same transaction. */
  replaced: z.array(classBookingSchema),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;
export const bookingResultAnswerSchema = envelope(bookingResultSchema);
export const classBookingAnswerSchema = envelope(classBookingSchema);

/** A late cancel or a no-show, counted for BOOKING_RULES.strikeDays. */
export const strikeSchema = z.object({
  at: z.string(),
  kind: z.enum(['lateCancel', 'noShow']),
  className: z.string(),
});
export type Strike = z.infer<typeof strikeSchema>;

export const myClassesSchema = z.object({
  /** Booked, waitlisted and requested (in a draw) classes not yet started, soonest first. */
  upcoming: z.array(classBookingSchema),
  /** Classes of the last 30 days, booked or cancelled, latest first. */
  past: z.array(classBookingSchema),
  /** The strikes of the last BOOKING_RULES.strikeDays, latest first. */
  strikes: z.array(strikeSchema),
  /** Booking is barred until this instant (three strikes), or null. */
  barredUntil: z.nullable(z.string()),
});
export type MyClasses = z.infer<typeof myClassesSchema>;
export const myClassesAnswerSchema = envelope(myClassesSchema);

const DAY_MS = 86_400_000;

/**
 * Until when booking is barred by these strikes (instants, any order), or null: each strike that is the third within
 * BOOKING_RULES.strikeDays bars booking for BOOKING_RULES.barDays from it; the latest such bar still running counts.
 */
export function barredUntil(strikes: readonly Date[], now: Date): Date | null {
  const times = strikes.map((strike) => strike.getTime()).sort((a, b) => a - b);
  const { strikesToBar, strikeDays, barDays } = BOOKING_RULES;
  let until: number | null = null;
  for (let index = strikesToBar - 1; index < times.length; index += 1) {
    if (times[index]! - times[index - strikesToBar + 1]! > strikeDays * DAY_MS) continue;
    const end = times[index]! + barDays * DAY_MS;
    if (end > now.getTime() && (until === null || end > until)) until = end;
  }
  return until === null ? null : new Date(until);
}

/** A booked member as the trainer's roster shows them. */
export const rosterEntrySchema = z.object({
  bookingId: z.string(),
  memberNumber: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  hasPhoto: z.boolean(),
  /** No class attended before this one: the trainer welcomes them. */
  firstTimer: z.boolean(),
  attendance: z.nullable(z.enum(ATTENDANCE)),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const classRosterSchema = z.object({
  session: classSessionSchema,
  className: z.string(),
  booked: z.array(rosterEntrySchema),
  /** The waitlist in its order. */
  waitlist: z.array(z.object({ bookingId: z.string(), firstName: z.string(), lastName: z.string() })),
});
export type ClassRoster = z.infer<typeof classRosterSchema>;
export const classRosterAnswerSchema = envelope(classRosterSchema);

export const ROSTER_MESSAGES = {
  notYourClass: 'This class is not one of yours',
  notStartedYet: 'Attendance can be taken from 15 minutes before the class starts',
  notOnRoster: 'This member is not booked in this class',
  messageSent: 'Your message was sent to everyone booked',
} as const;

export const attendanceBodySchema = z.object({ attendance: z.enum(ATTENDANCE) });
export const rosterBookingParamsSchema = z.object({ sessionId: z.uuid(), bookingId: z.uuid() });
export const rosterParamsSchema = z.object({ sessionId: z.uuid() });

/** A trainer's message to everyone booked in a class (e-mailed). */
export const CLASS_MESSAGE_LIMITS = { min: 1, max: 1000 } as const;
export const classMessageBodySchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(CLASS_MESSAGE_LIMITS.min, 'Please write a message'),
      z.maxLength(CLASS_MESSAGE_LIMITS.max, 'Please write at most 1000 characters'),
    ),
});

/** The trainer's own classes around today, soonest first. */
export const trainerClassesSchema = z.array(z.object({ session: classSessionSchema, className: z.string() }));
export type TrainerClasses = z.infer<typeof trainerClassesSchema>;
export const trainerClassesAnswerSchema = envelope(trainerClassesSchema);

/** The member's calendar feed: an unguessable URL (webcal-ready) with every booking, which they can reset. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedAnswerSchema = envelope(calendarFeedSchema);
export const calendarFeedParamsSchema = z.object({
  feed: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'This calendar does not exist')),
});
/** Where a feed lives: unsigned, the key being its secret. */
export const calendarFeedPath = (key: string) => `/classes/calendar/${key}.ics`;
/** One of the member's bookings alone, as a file to add to a calendar (its event is the feed's). */
export const bookingCalendarPath = (bookingId: string) => `/classes/bookings/${bookingId}/calendar.ics`;
/** That file's name: 'power-spin-2027-03-12.ics', by its class type's id and its club day. */
export const bookingCalendarFileName = (session: { classTypeId: string; day: string }) =>
  `${session.classTypeId}-${session.day}.ics`;

/** A member's class settings: an e-mail reminder the evening before a morning class, 2 hours before otherwise. */
export const classSettingsSchema = z.object({ reminders: z.boolean() });
export type ClassSettings = z.infer<typeof classSettingsSchema>;
export const classSettingsAnswerSchema = envelope(classSettingsSchema);
