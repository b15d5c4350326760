import type { SessionMode } from '@gym/contracts/personal-training';
import type { Translate } from '../../../lib/i18n/catalog';
import { BOOKINGS_TIME_ZONE, clubDayAndTimes, clubLongDate } from '../../../lib/club-clock';
import type { TrainersTextId } from '../i18n';

/** 'Tuesday, March 16, 5 – 6 PM' on the club's clock, in the language shown. */
export function sessionWhen(startsAt: string, minutes: number, timeZone: string): string {
  const endsAt = new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();
  return clubDayAndTimes(startsAt, endsAt, timeZone);
}

/** 'in person at Marin' or 'by video'. */
export function sessionWhere(t: Translate<TrainersTextId>, mode: SessionMode, clubName: string): string {
  return mode === 'video' ? t('trainers.where.video') : t('trainers.where.inPerson', { club: clubName });
}

/**
 * 'March 1, 2027': the day a pack's sessions expire, on the clubs' calendar (a pack carries no zone of its own and
 * every club keeps the chain's, as a booking does: lib/club-clock.ts).
 */
export function expiryDate(expiresAt: string): string {
  return clubLongDate(expiresAt, BOOKINGS_TIME_ZONE);
}
