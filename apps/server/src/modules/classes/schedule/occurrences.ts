import { addDays } from '@gym/contracts/club-days';
import type { DayHours } from '@gym/contracts/club-hours';
import { clubMoment } from '../../../lib/club-date';

/**
 * Where a weekly series falls (issue 29, docs/decisions/0049): pure, on the club's clock. A 6:00 a.m. class is at
 * 6:00 a.m. on both sides of a daylight-saving change (clubMoment places the wall-clock time); its length is real
 * minutes, so a class across the autumn change still lasts its hour.
 */

export interface SeriesTimes {
  weekdays: readonly number[];
  startMinute: number;
  startsOn: string;
  endsOn: string | null;
}

/** 0 Sunday to 6 Saturday, of a YYYY-MM-DD calendar day. */
function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The club days from `from` through `through` on which the series meets. */
export function occurrenceDays(series: SeriesTimes, from: string, through: string): string[] {
  const first = series.startsOn > from ? series.startsOn : from;
  const last = series.endsOn !== null && series.endsOn < through ? series.endsOn : through;
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (series.weekdays.includes(weekdayOf(day))) days.push(day);
  }
  return days;
}

export function sessionSpan(
  day: string,
  startMinute: number,
  durationMinutes: number,
  zone: string,
): { startsAt: Date; endsAt: Date } {
  const startsAt = clubMoment(day, startMinute, zone);
  return { startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) };
}

/** A class is offered only if the club is open from its start to its end that day (issue 28: never while closed). */
export function withinHours(hours: DayHours | null, startMinute: number, durationMinutes: number): boolean {
  return hours !== null && startMinute >= hours.opens && startMinute + durationMinutes <= hours.closes;
}
