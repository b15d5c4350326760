import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * A club's opening hours and closures (issue 28, docs/decisions/0048). Times are minutes past midnight on the club's
 * own clock (its IANA zone): 06:00 is 360 whatever the season. A day's hours are one span; a club open round the
 * clock is open 0 to 1440 every day.
 */

export const MINUTES_PER_DAY = 1440;

/** Sunday first, as Date.getDay() and Intl count them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const HOURS_MESSAGES = {
  closesAfterOpens: 'The closing time must be after the opening time',
  sevenDays: 'Give the hours of all seven days',
  closureDate: 'Enter the date as YYYY-MM-DD',
  closurePast: 'A closure cannot be in the past',
  closureTaken: 'This club already has a closure or special hours on that day',
  closureReason: 'Say why the club is closed (members see it)',
  closureNotFound: 'This closure no longer exists',
} as const;

const minuteOfDay = z.int().check(z.gte(0), z.lte(MINUTES_PER_DAY));

/** One day's span: opens before it closes; 1440 closes at midnight. */
export const dayHoursSchema = z
  .object({ opens: minuteOfDay, closes: minuteOfDay })
  .check(
    z.refine((hours) => hours.closes > hours.opens, { message: HOURS_MESSAGES.closesAfterOpens, path: ['closes'] }),
  );
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Seven days, Sunday first; null is a day the club is closed. */
export const weeklyHoursSchema = z
  .array(z.nullable(dayHoursSchema))
  .check(z.length(WEEKDAYS.length, HOURS_MESSAGES.sevenDays));
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, HOURS_MESSAGES.closureDate));

/** A day the weekly hours do not hold: closed all day (hours null) or special hours (Christmas Eve until 4 p.m.). */
export const closureSchema = z.object({
  id: z.string(),
  date: isoDate,
  hours: z.nullable(dayHoursSchema),
  reason: z.string(),
});
export type Closure = z.infer<typeof closureSchema>;

export const closureBodySchema = z.object({
  date: isoDate,
  hours: z.nullable(dayHoursSchema),
  reason: z.string().check(z.trim(), z.minLength(1, HOURS_MESSAGES.closureReason), z.maxLength(120)),
});
export type ClosureBody = z.infer<typeof closureBodySchema>;

/**
 * Open or closed now, and when that changes (an instant, ISO 8601): 'Open now · closes 10 p.m.', 'Closed · opens
 * 6 a.m.'. `changesAt` is null for a club open round the clock with no closure ahead, or closed with no opening in
 * the next two weeks.
 */
export const openingStateSchema = z.object({
  open: z.boolean(),
  changesAt: z.nullable(z.string()),
});
export type OpeningState = z.infer<typeof openingStateSchema>;

/** A club's hours as members see them: the week, the closures of the coming weeks, and now. */
export const clubHoursSchema = z.object({
  clubId: z.string(),
  timeZone: z.string(),
  weekly: weeklyHoursSchema,
  closures: z.array(closureSchema),
  now: openingStateSchema,
});
export type ClubHours = z.infer<typeof clubHoursSchema>;

export const clubHoursAnswerSchema = envelope(clubHoursSchema);
export const clubsHoursAnswerSchema = envelope(z.array(clubHoursSchema));

/** How far ahead members see closures. */
export const CLOSURES_SHOWN_DAYS = 60;

/** True when a span covers the whole day. */
export function isAllDay(hours: DayHours | null): boolean {
  return hours !== null && hours.opens === 0 && hours.closes === MINUTES_PER_DAY;
}
