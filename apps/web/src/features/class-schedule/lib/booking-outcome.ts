import type { ClassBooking } from '@gym/contracts/class-bookings';

/**
 * What the member's last action did, for the notice above the classes: a place, a place on a waitlist or a claimed
 * place (with the overlapping classes the server cancelled for it), or a place given up or a waitlist left.
 */
export type BookingOutcome =
  | {
      kind: 'booked' | 'waitlisted' | 'requested' | 'claimed';
      booking: ClassBooking;
      replaced: readonly ClassBooking[];
    }
  | { kind: 'cancelled' | 'left'; booking: ClassBooking };
