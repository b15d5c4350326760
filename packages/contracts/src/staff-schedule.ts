import * as z from 'zod/mini';
import { CLASS_IMAGES, CLASS_LEVELS, classTypeSchema } from './classes';
import { MINUTES_PER_DAY, WEEKDAYS } from './club-hours';
import { envelope } from './errors';
import { STAFF_CLASS_MESSAGES, clubTrainersSchema } from './staff-classes';
import { isIsoCalendarDate } from './visits';

/**
 * Managers (their clubs) and the director make the schedule (issue 29 points 1 and 11, docs/decisions/0051): class
 * types, weekly series, and a single session moved on its own. Every change is in the audit log; members booked or
 * waiting in a class it changes are told.
 */

export const STAFF_SCHEDULE_MESSAGES = {
  classTypeNotFound: 'This class type does not exist',
  classTypeExists: 'A class type with this name already exists',
  classTypeOutOfScope: 'This class type is also on the schedule of clubs you do not manage',
  seriesNotFound: 'This class series does not exist',
  roomNotInClub: "Choose one of the club's rooms",
  capacityAboveRoom: STAFF_CLASS_MESSAGES.capacityAboveRoom,
  seriesOverfull: 'Some of its classes have more members booked than that: take some off first',
  startsBeforeToday: 'The first day cannot be before today',
  endsBeforeStart: 'The last day cannot be before the first',
  clubClosed: 'The club is closed then',
  roomTooSmall: 'More members are booked than this room holds',
  roomTaken: 'Another class is in this room then',
  movedIntoPast: 'A class cannot be moved into the past',
  nothingToMove: 'Choose a new time or room',
} as const;

const FIELD_MESSAGES = {
  name: 'Enter a name of 1 to 60 characters',
  description: 'Enter a description of 1 to 500 characters',
  duration: 'Enter a length of 15 to 240 minutes',
  weekdays: 'Choose at least one weekday',
  time: 'Enter the time as HH:MM',
  date: 'Enter the date as YYYY-MM-DD',
  capacity: 'Enter a capacity from 1 to 200',
  reason: 'Please say why (members whose classes change are told)',
} as const;

/** 'HH:MM' on the club's clock, as a time input holds it. */
export const clockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, FIELD_MESSAGES.time));

/** Minutes past midnight of an 'HH:MM' clock time. */
export function minuteOfClockTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** 'HH:MM' of minutes past midnight (a series' start). */
export function clockTimeOf(minute: number): string {
  const clock = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
}

const isoDay = z.string().check(z.refine(isIsoCalendarDate, FIELD_MESSAGES.date));
const text = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, message));
const capacity = z
  .int(FIELD_MESSAGES.capacity)
  .check(z.gte(1, FIELD_MESSAGES.capacity), z.lte(200, FIELD_MESSAGES.capacity));
const weekdays = z.array(z.int().check(z.gte(0), z.lte(6))).check(
  z.minLength(1, FIELD_MESSAGES.weekdays),
  z.maxLength(WEEKDAYS.length, FIELD_MESSAGES.weekdays),
  z.refine((days) => new Set(days).size === days.length, FIELD_MESSAGES.weekdays),
);

export const classTypeBodySchema = z.object({
  name: text(60, FIELD_MESSAGES.name),
  description: text(500, FIELD_MESSAGES.description),
  level: z.enum(CLASS_LEVELS),
  durationMinutes: z
    .int(FIELD_MESSAGES.duration)
    .check(z.gte(15, FIELD_MESSAGES.duration), z.lte(240, FIELD_MESSAGES.duration)),
  image: z.enum(CLASS_IMAGES),
  premierOnly: z.boolean(),
});
export type ClassTypeBody = z.infer<typeof classTypeBodySchema>;
export const classTypeParamsSchema = z.object({ classTypeId: z.string().check(z.minLength(1), z.maxLength(80)) });

/** What may change in a series once it runs: its class type, club and first day stay. */
const seriesFields = {
  roomId: z.string().check(z.minLength(1), z.maxLength(40)),
  trainerId: z.uuid(),
  weekdays,
  startTime: clockTimeSchema,
  endsOn: z.nullable(isoDay),
  capacity,
  popular: z.boolean(),
};

export const newSeriesBodySchema = z
  .object({
    clubId: z.string().check(z.minLength(1), z.maxLength(20)),
    classTypeId: z.string().check(z.minLength(1), z.maxLength(80)),
    startsOn: isoDay,
    ...seriesFields,
  })
  .check(
    z.refine((body) => body.endsOn === null || body.endsOn >= body.startsOn, {
      message: STAFF_SCHEDULE_MESSAGES.endsBeforeStart,
      path: ['endsOn'],
    }),
  );
export type NewSeriesBody = z.infer<typeof newSeriesBodySchema>;

/** A series' change, and why: the reason is in the audit log and in the notices of the classes it changes. */
export const seriesChangeBodySchema = z.object({ ...seriesFields, reason: text(200, FIELD_MESSAGES.reason) });
export type SeriesChangeBody = z.infer<typeof seriesChangeBodySchema>;
export const seriesParamsSchema = z.object({ seriesId: z.uuid() });

/** A session moved on its own: to a club day and time on the club's clock, and a room of its club. */
export const moveSessionBodySchema = z.object({
  day: isoDay,
  startTime: clockTimeSchema,
  roomId: z.string().check(z.minLength(1), z.maxLength(40)),
});
export type MoveSessionBody = z.infer<typeof moveSessionBodySchema>;

export const staffClassTypeSchema = z.extend(classTypeSchema, {
  /** The account may change it: every club whose schedule has it is one the account manages. */
  editable: z.boolean(),
});
export type StaffClassType = z.infer<typeof staffClassTypeSchema>;
export const classTypeAnswerSchema = envelope(classTypeSchema);

export const staffSeriesSchema = z.object({
  id: z.string(),
  clubId: z.string(),
  classTypeId: z.string(),
  room: z.object({ id: z.string(), name: z.string() }),
  trainer: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  weekdays: z.array(z.int()),
  startTime: z.string(),
  startsOn: z.string(),
  endsOn: z.nullable(z.string()),
  capacity: z.int(),
  popular: z.boolean(),
});
export type StaffSeries = z.infer<typeof staffSeriesSchema>;
export const seriesAnswerSchema = envelope(staffSeriesSchema);

/** A club's schedule as its managers make it: the chain's class types, the club's rooms, trainers and series. */
export const staffScheduleSchema = z.object({
  clubId: z.string(),
  timeZone: z.string(),
  /** Today on the club's clock. */
  today: z.string(),
  classTypes: z.array(staffClassTypeSchema),
  rooms: z.array(z.object({ id: z.string(), name: z.string(), capacity: z.int() })),
  trainers: clubTrainersSchema,
  /** Its series running today or later, by time of day. */
  series: z.array(staffSeriesSchema),
});
export type StaffSchedule = z.infer<typeof staffScheduleSchema>;
export const staffScheduleAnswerSchema = envelope(staffScheduleSchema);
