import * as z from 'zod/mini';
import { envelope } from './errors';

/**
 * The class schedule (issue 29, docs/decisions/0049): class types, weekly series in a club's room with a trainer,
 * and the sessions (one per occurrence) generated ahead from them on the club's clock. Public to read.
 */

export const CLASS_LEVELS = ['allLevels', 'beginner', 'intermediate', 'advanced'] as const;
export type ClassLevel = (typeof CLASS_LEVELS)[number];

/** The brand's class pictures (apps/web/public/classes/{image}.svg). */
export const CLASS_IMAGES = ['yoga', 'spin', 'hiit', 'pilates', 'strength', 'boxing', 'dance', 'swim'] as const;
export type ClassImage = (typeof CLASS_IMAGES)[number];

export const SCHEDULE = {
  /** Sessions exist this many weeks ahead of today (the generation job keeps them there). */
  generatedWeeks: 8,
  /** The schedule page asks for at most this many days at once. */
  maxDays: 14,
} as const;

/** The parts of the day the schedule filters by, as the club's clock reads a session's start. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** Morning before noon, afternoon before 5 p.m., evening after. */
export function timeOfDay(minuteOfDay: number): TimeOfDay {
  if (minuteOfDay < 12 * 60) return 'morning';
  if (minuteOfDay < 17 * 60) return 'afternoon';
  return 'evening';
}

export const classTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.enum(CLASS_LEVELS),
  durationMinutes: z.int(),
  image: z.enum(CLASS_IMAGES),
  /** Only members on a Premier plan may book it. */
  premierOnly: z.boolean(),
});
export type ClassType = z.infer<typeof classTypeSchema>;

/** One class as the schedule shows it. */
export const classSessionSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  classTypeId: z.string(),
  room: z.object({ id: z.string(), name: z.string() }),
  trainer: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  /** ISO 8601 instants; the club's clock reads them in `timeZone`. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The club day it is on (YYYY-MM-DD). */
  day: z.string(),
  capacity: z.int(),
  /** Places taken: never more than capacity (a database check). */
  booked: z.int(),
  /** Members on its waitlist. */
  waitlisted: z.int(),
  /** Marked popular by its club: the first 15 minutes after booking opens are drawn by lot, not raced. */
  popular: z.boolean(),
  /** A cancelled session stays on the schedule, marked, so members who planned on it see why it is gone. */
  cancelled: z.boolean(),
});
export type ClassSession = z.infer<typeof classSessionSchema>;

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD'));

export const scheduleQuerySchema = z.object({
  /** The first club day shown; today at the club when absent. */
  from: z.optional(isoDay),
  days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(SCHEDULE.maxDays))),
});
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

export const scheduleParamsSchema = z.object({ clubId: z.string().check(z.minLength(1), z.maxLength(20)) });

export const clubScheduleSchema = z.object({
  clubId: z.string(),
  timeZone: z.string(),
  from: z.string(),
  through: z.string(),
  classTypes: z.array(classTypeSchema),
  sessions: z.array(classSessionSchema),
});
export type ClubSchedule = z.infer<typeof clubScheduleSchema>;
export const clubScheduleAnswerSchema = envelope(clubScheduleSchema);
