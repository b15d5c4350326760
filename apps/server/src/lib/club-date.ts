import { TZDate } from '@date-fns/tz';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';

/**
 * Days and times as a club's clock shows them (decisions.md item 5). Every function takes the club's IANA time zone
 * (clubs.time_zone); the chain's clubs are all in America/Los_Angeles today, the default. The zone's rules, daylight
 * saving included, are @date-fns/tz's: no offset is worked out here.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const isoDay = (date: TZDate) => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

function parts(isoDate: string): [number, number, number] {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** Today at the club as YYYY-MM-DD: the contracts' (the web app counts club days the same way). */
export { clubTodayIso } from '@gym/contracts/club-days';

/** True for a YYYY-MM-DD string that names a day the calendar has (not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** A moment as the club's wall clock shows it: YYYY-MM-DD HH:mm. */
export function clubDateTime(moment: Date, zone: string = CLUB_TIME_ZONE): string {
  const date = new TZDate(moment.getTime(), zone);
  return `${isoDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Minutes past midnight on the club's wall clock at a moment (a class's start, the hour now). */
export function clubMinuteOf(moment: Date, zone: string = CLUB_TIME_ZONE): number {
  const date = new TZDate(moment.getTime(), zone);
  return date.getHours() * 60 + date.getMinutes();
}

/** The first moment of a club day ('2027-01-01' -> 08:00 UTC in winter, 07:00 in summer, in Los Angeles). */
export function clubDayStart(isoDate: string, zone: string = CLUB_TIME_ZONE): Date {
  const [year, month, day] = parts(isoDate);
  return new Date(new TZDate(year, month - 1, day, zone).getTime());
}

/**
 * The instant the club's wall clock shows `minute` minutes past midnight on a club day: 06:00 stays 06:00 on the
 * days the clocks change; a time the spring change skips (02:30) is the same time after it (03:30).
 */
export function clubMoment(isoDate: string, minute: number, zone: string = CLUB_TIME_ZONE): Date {
  const [year, month, day] = parts(isoDate);
  return new Date(new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, zone).getTime());
}
