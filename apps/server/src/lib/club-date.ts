import { CLUB_TIME_ZONE } from '@gym/contracts/constants';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the clubs' time zone as YYYY-MM-DD (decisions.md item 5). */
export function clubTodayIso(now: Date = new Date()): string {
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True for a YYYY-MM-DD string that names a day the calendar has (not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the clubs' wall clock shows it: YYYY-MM-DD HH:mm. */
export function clubDateTime(moment: Date): string {
  const parts = dateTimeFormatter.formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The first moment of a club day ('2027-01-01' -> 08:00 UTC in winter, 07:00 in summer). */
export function clubDayStart(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // Pacific time is UTC-8 or UTC-7; midnight is whichever of the two the clubs' clock shows as 00:00.
  for (const offsetHours of [8, 7]) {
    const candidate = new Date(Date.UTC(year, month - 1, day, offsetHours));
    if (clubDateTime(candidate) === `${isoDate} 00:00`) return candidate;
  }
  throw new Error(`${isoDate} has no midnight in the clubs' time zone`);
}
