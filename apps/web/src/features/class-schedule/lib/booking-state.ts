import type { ClassBooking } from '@gym/contracts/class-bookings';
import type { ClassSession } from '@gym/contracts/classes';

/** Places not taken yet. */
export function spotsLeft(session: ClassSession): number {
  return Math.max(0, session.capacity - session.booked);
}

export function hasStarted(session: ClassSession, now: Date): boolean {
  return Date.parse(session.startsAt) <= now.getTime();
}

/** Who is looking: a visitor (who may sign in to book), a member (who books), or an account that does not book. */
export type Viewer = 'visitor' | 'member' | 'other';

/** What a class offers the viewer, from their booking of it (if any) and its places. */
export type BookingState =
  | { kind: 'none' }
  | { kind: 'signIn' }
  | { kind: 'book' }
  | { kind: 'joinWaitlist' }
  | { kind: 'booked'; booking: ClassBooking }
  | { kind: 'waitlisted'; booking: ClassBooking }
  | { kind: 'requested'; booking: ClassBooking }
  | { kind: 'offered'; booking: ClassBooking };

/**
 * A cancelled or started class offers nothing; a visitor is asked to sign in; a member sees their place, their
 * request in a popular class's opening draw, their place on the waitlist (or the place offered to it), or Book, or
 * Join the waitlist when the class is full.
 */
export function bookingState(
  session: ClassSession,
  booking: ClassBooking | undefined,
  viewer: Viewer,
  now: Date,
): BookingState {
  if (session.cancelled || hasStarted(session, now) || viewer === 'other') return { kind: 'none' };
  if (viewer === 'visitor') return { kind: 'signIn' };
  if (booking?.status === 'booked') return { kind: 'booked', booking };
  if (booking?.status === 'requested') return { kind: 'requested', booking };
  if (booking?.status === 'waitlisted')
    return booking.placeOffered ? { kind: 'offered', booking } : { kind: 'waitlisted', booking };
  return spotsLeft(session) === 0 ? { kind: 'joinWaitlist' } : { kind: 'book' };
}

/** The member's upcoming places and waitlist places, by the class they are for. */
export function bookingsBySession(upcoming: readonly ClassBooking[]): Map<string, ClassBooking> {
  return new Map(
    upcoming.filter((booking) => booking.status !== 'cancelled').map((booking) => [booking.session.id, booking]),
  );
}
