import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { dateFormat } from './i18n/intl';

/**
 * A class's times on its club's clock (the schedule's `timeZone`, whatever the browser's), in the language shown:
 * Intl's formats, as lib/club-hours-text.ts writes the club's hours. A 6:30 a.m. class reads 6:30 AM on both sides
 * of a daylight-saving change, though the instants are an hour apart.
 */

/** Minutes past midnight on the club's clock: what the time-of-day filter reads. */
export function clubMinuteOfDay(instant: string, timeZone: string): number {
  const parts = dateFormat({ timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(
    new Date(instant),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return (part('hour') % 24) * 60 + part('minute');
}

/**
 * '6:30 – 7:15 AM', '6 – 7 PM', '11:30 AM – 12:45 PM' ('6:30–7:15 a.m.' in Spanish): minutes only when either end
 * has some, and never broken across two lines.
 */
export function classTimeRange(startsAt: string, endsAt: string, timeZone: string): string {
  const onTheHour = clubMinuteOfDay(startsAt, timeZone) % 60 === 0 && clubMinuteOfDay(endsAt, timeZone) % 60 === 0;
  const options: Intl.DateTimeFormatOptions = onTheHour
    ? { timeZone, hour: 'numeric' }
    : { timeZone, hour: 'numeric', minute: '2-digit' };
  const format = dateFormat(options);
  const [start, end] = [new Date(startsAt), new Date(endsAt)];
  // Across midnight formatRange writes both dates in full ('11/27/2026, 11:30 PM – 11/28/2026, 12:15 AM'): the
  // class's day is said beside its times, so the two times alone.
  const range = crossesMidnight(start, end, timeZone)
    ? `${format.format(start)} – ${format.format(end)}`
    : format.formatRange(start, end);
  return range.replace(/\s/g, '\u00a0');
}

function crossesMidnight(start: Date, end: Date, timeZone: string): boolean {
  const day = dateFormat({ timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  return day.format(start) !== day.format(end);
}

/** A class's length in minutes, from its own start and end (a moved class may differ from its type's). */
export function classMinutes(startsAt: string, endsAt: string): number {
  return Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
}

/**
 * The clock a member's bookings are read on. A booking carries no zone of its own and every club keeps the chain's
 * (docs/decisions/0046); the schedule's answer names its zone, and the schedule reads that one.
 */
export const BOOKINGS_TIME_ZONE = CLUB_TIME_ZONE;

/** 'Friday, March 19 at 6:30 PM' on the club's clock: until when booking is barred ('viernes, 19 de marzo, 6:30 p.m.'). */
export function clubMoment(instant: string, timeZone: string): string {
  return dateFormat({ timeZone, weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    .format(new Date(instant))
    .replace(/\s/g, ' ');
}

/** '6:15 PM' on the club's clock: when an opening draw is made. */
export function clubTime(instant: string, timeZone: string): string {
  return dateFormat({ timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant)).replace(/\s/g, ' ');
}

/** 'Wednesday, March 10' on the club's clock: the day of a strike. */
export function clubDate(instant: string, timeZone: string): string {
  return dateFormat({ timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(instant));
}

/**
 * 'Tuesday, March 16, 5 – 6 PM' on the club's clock ('martes, 16 de marzo, 5–6 p.m.'): a personal-training
 * session's day and times.
 */
export function clubDayAndTimes(startsAt: string, endsAt: string, timeZone: string): string {
  return `${clubDate(startsAt, timeZone)}, ${classTimeRange(startsAt, endsAt, timeZone)}`;
}

/** 'March 1, 2028' on the club's calendar ('1 de marzo de 2028'): the day a pack of sessions expires. */
export function clubLongDate(instant: string, timeZone: string): string {
  return dateFormat({ timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(instant));
}
