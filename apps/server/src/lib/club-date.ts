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

const DAY_MS = 86_400_000;
const offsetsOfDay = new Map<string, { start: number; minutesInDay: number }>();

/**
 * The instant the clubs' wall clock shows `minute` minutes past midnight on a club day. On the two days a year the
 * clock changes, a time after the change is counted on the clock as it then reads (06:00 stays 06:00).
 */
export function clubMoment(isoDate: string, minute: number): Date {
  let day = offsetsOfDay.get(isoDate);
  if (!day) {
    const start = clubDayStart(isoDate).getTime();
    const next = clubDayStart(addCalendarDays(isoDate, 1)).getTime();
    day = { start, minutesInDay: (next - start) / 60_000 };
    offsetsOfDay.set(isoDate, day);
  }
  const naive = new Date(day.start + minute * 60_000);
  if (day.minutesInDay === 24 * 60) return naive;
  // A day of 23 or 25 hours: correct by what the clock really shows at the naive instant.
  const shown = clubDateTime(naive);
  const shownMinute = Number(shown.slice(11, 13)) * 60 + Number(shown.slice(14, 16));
  const shownDay = shown.slice(0, 10) === isoDate ? 0 : 24 * 60;
  return new Date(naive.getTime() - (shownDay + shownMinute - minute) * 60_000);
}

function addCalendarDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}
