import type { ClassBooking } from '@gym/contracts/class-bookings';

/** How a class of the last 30 days ended for the member, as My classes says it. */
export type PastOutcome =
  'attended' | 'noShow' | 'notRecorded' | 'lateCancel' | 'cancelled' | 'cancelledByClub' | 'replaced' | 'noPlace';

/** Which outcomes are strikes (BOOKING_RULES): a late cancel and a no-show. */
export const STRIKE_OUTCOMES: readonly PastOutcome[] = ['lateCancel', 'noShow'];

/**
 * A place kept: attended, a no-show, or nothing recorded; a place ended: by the club (the class was cancelled), by
 * an overlapping class the member was booked into from a waitlist, or by the member (late or in time); still on the
 * waitlist when the class began: no place.
 */
export function pastOutcome(booking: ClassBooking): PastOutcome {
  if (booking.status === 'waitlisted') return 'noPlace';
  if (booking.status === 'booked') {
    if (booking.attendance === 'attended') return 'attended';
    return booking.attendance === 'noShow' ? 'noShow' : 'notRecorded';
  }
  if (booking.endedBy === 'club') return 'cancelledByClub';
  if (booking.endedBy === 'overlap') return 'replaced';
  return booking.lateCancel ? 'lateCancel' : 'cancelled';
}
