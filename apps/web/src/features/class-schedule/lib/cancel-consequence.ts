import { BOOKING_RULES, type ClassBooking, type Strike, barredUntil, cancelTerms } from '@gym/contracts/class-bookings';
import type { CancelRules } from '@gym/contracts/class-rules';

/**
 * What giving up this place costs under its club's rules, said before the member confirms: leaving a waitlist, a
 * free cancel (and from when it would not be), declining a promotion without a strike (`freeCancel`), a late
 * cancel's fee where the club charges one, or a late cancel's strike, with the strikes already held and, when this
 * one would bar booking, until when.
 */
export type CancelConsequence =
  | { kind: 'leaveWaitlist' }
  | { kind: 'leaveDraw' }
  | { kind: 'free'; rules: CancelRules }
  | { kind: 'declinePromotion' }
  | { kind: 'lateFee'; feeCents: number }
  | { kind: 'late'; strikes: number; barredUntil: Date | null };

export function cancelConsequence(
  booking: Pick<ClassBooking, 'status' | 'freeCancel' | 'session' | 'rules'>,
  strikes: readonly Strike[],
  now: Date,
): CancelConsequence {
  if (booking.status === 'requested') return { kind: 'leaveDraw' };
  if (booking.status !== 'booked') return { kind: 'leaveWaitlist' };
  if (booking.freeCancel) return { kind: 'declinePromotion' };
  const { rules } = booking;
  if (cancelTerms(booking, new Date(booking.session.startsAt), now) === 'free') return { kind: 'free', rules };
  if (rules.penalty === 'fee' && rules.feeCents !== null) return { kind: 'lateFee', feeCents: rules.feeCents };
  const held = strikes.map((strike) => new Date(strike.at));
  const before = barredUntil(held, now);
  const after = barredUntil([...held, now], now);
  // Only a bar this cancel makes (or makes longer) is its consequence.
  const bars = after !== null && (before === null || after > before);
  return { kind: 'late', strikes: strikes.length, barredUntil: bars ? after : null };
}

/** The strikes rule the late-cancel sentence states, with its numbers from the one place they are kept. */
export const STRIKE_RULE = {
  strikes: BOOKING_RULES.strikesToBar,
  days: BOOKING_RULES.strikeDays,
  barDays: BOOKING_RULES.barDays,
} as const;
