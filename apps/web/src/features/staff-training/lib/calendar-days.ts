import type { TrainingSession } from '@gym/contracts/personal-training';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import { BOOKINGS_TIME_ZONE, clubDayAndTimes } from '../../../lib/club-clock';
import { dateFormat } from '../../../lib/i18n/intl';

/**
 * The calendar's days and the payroll's months, on the club's calendar (club days, YYYY-MM-DD, formatted in UTC so
 * that the browser's zone never moves them).
 */

/** The week shown first: seven days from today at the clubs (every club keeps the chain's zone, 0046). */
export const clubToday = (now = new Date()) => clubTodayIso(now, BOOKINGS_TIME_ZONE);

const noon = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/** 'Mar 10 – 16, 2027' ('10–16 mar 2027'): the week shown, its first day to its last. */
export function weekText(from: string, days: number): string {
  return dateFormat({ timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }).formatRange(
    noon(from),
    noon(addDays(from, days - 1)),
  );
}

/** A session's club day: the calendar groups by it. */
export function sessionDay(session: Pick<TrainingSession, 'startsAt' | 'timeZone'>): string {
  return clubTodayIso(new Date(session.startsAt), session.timeZone);
}

/** The `count` months up to the one of `today`, latest first: '2027-03', '2027-02', ... */
export function monthsUpTo(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - index, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** 'March 2027' ('marzo de 2027'), with a capital as a label has. */
export function monthText(month: string): string {
  const text = dateFormat({ timeZone: 'UTC', month: 'long', year: 'numeric' }).format(noon(`${month}-15`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * 'Monday, November 30, 7:30 – 8:00 AM' on the session's club's clock, for a sentence: a line may break after the
 * range's dash, which left '8:00 AM' alone at the start of the next line; a word joiner keeps the times together.
 */
export function sessionWhen(session: Pick<TrainingSession, 'startsAt' | 'endsAt' | 'timeZone'>): string {
  return clubDayAndTimes(session.startsAt, session.endsAt, session.timeZone).replace(/–/g, '–\u2060');
}
