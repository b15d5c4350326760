import { BOOKING_RULES, cancelTerms } from '@gym/contracts/class-bookings';
import { clubMinuteOf } from '../../../lib/club-date';

const HOUR_MS = 3_600_000;

/**
 * What a freed place in a class becomes at `now` (docs/decisions/0050): before the cutoff the first waiting member
 * is booked into it; from the cutoff to the start it is offered to everyone still waiting, first to claim it; once
 * the class has started, nothing.
 */
export function freedPlaceGoes(startsAt: Date, now: Date): 'toFirstWaiting' | 'toFirstClaim' | 'nowhere' {
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead <= 0) return 'nowhere';
  return ahead > BOOKING_RULES.waitlistCutoffHours * HOUR_MS ? 'toFirstWaiting' : 'toFirstClaim';
}

/** Whether `minute` past midnight on the club's clock is in the quiet hours (10 p.m. to 6 a.m.). */
function isQuietMinute(minute: number): boolean {
  return minute >= BOOKING_RULES.quietFromMinute || minute < BOOKING_RULES.quietUntilMinute;
}

/** From 10 p.m., the coming noon is this far: a promotion overnight is for "the morning" when the class is sooner. */
const OVERNIGHT_HORIZON_MS = 14 * HOUR_MS;

/**
 * Whether a member booked from the waitlist at `now` may decline without a strike: the promotion came inside the
 * late-cancel window (they could not have cancelled freely), or overnight on the club's clock for a class the next
 * morning, before noon (they were asleep when it came).
 */
export function promotionIsFreeToDecline(
  startsAt: Date,
  now: Date,
  club: { timeZone: string; lateCancelHours: number },
): boolean {
  const { timeZone, lateCancelHours } = club;
  if (cancelTerms({ status: 'booked', freeCancel: false, rules: { lateCancelHours } }, startsAt, now) === 'late') {
    return true;
  }
  const overnight = isQuietMinute(clubMinuteOf(now, timeZone));
  const nextMorning =
    startsAt.getTime() - now.getTime() <= OVERNIGHT_HORIZON_MS && clubMinuteOf(startsAt, timeZone) < 12 * 60;
  return overnight && nextMorning;
}
