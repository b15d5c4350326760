import type { ClassImage, ClassLevel } from '@gym/contracts/classes';
import { minuteOfClockTime } from '@gym/contracts/staff-schedule';
import { clubTime } from '../../../lib/club-clock';
import { dateFormat } from '../../../lib/i18n/intl';
import type { StaffScheduleTextId } from '../i18n';

/** 'Mon' ... in the language shown; 0 is Sunday, as contracts counts the week (2023-01-01 was a Sunday). */
export function weekdayShort(day: number): string {
  return dateFormat({ timeZone: 'UTC', weekday: 'short' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
}

/** Monday first, as a club's week reads, Sunday last. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** 'Mon, Wed, Fri' in the week's order. */
export function weekdaysText(days: readonly number[]): string {
  return WEEK_ORDER.filter((day) => days.includes(day))
    .map(weekdayShort)
    .join(', ');
}

/** '6:30 AM' for an 'HH:MM' clock time (the club's clock: read in UTC, so the browser's zone never moves it). */
export function clockTimeText(time: string): string {
  const minute = minuteOfClockTime(time);
  return clubTime(new Date(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60)).toISOString(), 'UTC');
}

/** 'March 10, 2027' for a club day. */
export function dayText(isoDay: string): string {
  return dateFormat({ timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(`${isoDay}T12:00:00Z`),
  );
}

export const levelTextId = (level: ClassLevel) => `staff-schedule.level.${level}` as StaffScheduleTextId;
export const imageTextId = (image: ClassImage) => `staff-schedule.image.${image}` as StaffScheduleTextId;
