import * as z from 'zod/mini';
import { classSessionSchema } from './classes';
import { envelope } from './errors';

/**
 * Booking a class (issue 29 point 4, docs/decisions/0049): the default rules, the refusals in members' words, and a
 * member's bookings. The server enforces every rule; the page only explains them.
 */
export const BOOKING_RULES = {
  /** Booking opens this many days before the start and closes at the start. */
  opensDaysBefore: 7,
  /** Cancelling less than this many hours before the start is a late cancel. */
  lateCancelHours: 12,
  /** Upcoming bookings a member may hold at once, and on one club day. */
  maxUpcoming: 8,
  maxPerDay: 2,
} as const;

export const BOOKING_MESSAGES = {
  notOpenYet: 'Booking for this class opens 7 days before it starts',
  started: 'This class has started: it can no longer be booked or cancelled',
  full: 'This class is full',
  cancelledClass: 'This class has been cancelled',
  alreadyBooked: 'You have already booked this class',
  tooManyUpcoming: 'You already have 8 classes booked: cancel one to book another',
  tooManyThatDay: 'You already have 2 classes booked that day',
  premierOnly: 'This class is for Premier members: change your plan to book it',
  sessionNotFound: 'This class does not exist',
  bookingNotFound: 'This booking does not exist',
  notBookable: 'Only members can book classes',
} as const;

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookClassBodySchema = z.object({ sessionId: z.uuid() });
export type BookClassBody = z.infer<typeof bookClassBodySchema>;
export const bookingParamsSchema = z.object({ bookingId: z.uuid() });

/** What cancelling now costs: nothing, or a late cancel (said before the member confirms). */
export const CANCEL_TERMS = ['free', 'late'] as const;
export type CancelTerms = (typeof CANCEL_TERMS)[number];

/** The terms of cancelling a class starting at `startsAt` at the moment `now`. */
export function cancelTerms(startsAt: Date, now: Date): CancelTerms {
  return startsAt.getTime() - now.getTime() < BOOKING_RULES.lateCancelHours * 3_600_000 ? 'late' : 'free';
}

export const classBookingSchema = z.object({
  id: z.string(),
  status: z.enum(BOOKING_STATUSES),
  bookedAt: z.string(),
  cancelledAt: z.nullable(z.string()),
  /** Cancelled within BOOKING_RULES.lateCancelHours of the start. */
  lateCancel: z.boolean(),
  session: classSessionSchema,
  className: z.string(),
});
export type ClassBooking = z.infer<typeof classBookingSchema>;

export const classBookingAnswerSchema = envelope(classBookingSchema);

export const myClassesSchema = z.object({
  /** Booked classes not yet started, soonest first. */
  upcoming: z.array(classBookingSchema),
  /** Classes of the last 30 days, booked or cancelled, latest first. */
  past: z.array(classBookingSchema),
});
export type MyClasses = z.infer<typeof myClassesSchema>;
export const myClassesAnswerSchema = envelope(myClassesSchema);
