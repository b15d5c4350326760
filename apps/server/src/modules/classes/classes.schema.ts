import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ATTENDANCE, BOOKING_ENDINGS, BOOKING_STATUSES } from '@gym/contracts/class-bookings';
import { CLASS_IMAGES, CLASS_LEVELS } from '@gym/contracts/classes';
import { createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { clubs, rooms } from '../club/club.schema';

/** The classes domain's tables (issue 29, docs/decisions/0049): what a class is, its weekly series, its sessions. */

export const classTypes = pgTable('class_types', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  level: text('level', { enum: CLASS_LEVELS }).notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  image: text('image', { enum: CLASS_IMAGES }).notNull(),
  premierOnly: boolean('premier_only').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A class repeating weekly in a club's room with a trainer, at a time on the club's clock (minutes past midnight),
 * on some weekdays, from a day and optionally until one. Its sessions are generated ahead from it.
 */
export const classSeries = pgTable(
  'class_series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id),
    classTypeId: text('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id),
    /** 0 Sunday to 6 Saturday. */
    weekdays: integer('weekdays').array().notNull(),
    startMinute: integer('start_minute').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    capacity: integer('capacity').notNull(),
    /** Marked by its club, or learned from an opening rush: its sessions open with a draw (0050). */
    popular: boolean('popular').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('class_series_club_idx').on(table.clubId),
    check('class_series_start_minute', sql`${table.startMinute} between 0 and 1439`),
    check('class_series_capacity', sql`${table.capacity} > 0`),
  ],
);

/**
 * One occurrence of a class: the schedule's row. A series' session is keyed by its club day, so generating again
 * (on any instance, any number of times) adds nothing twice, and a session moved on its own keeps its key.
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id').references(() => classSeries.id),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    roomId: text('room_id')
      .notNull()
      .references(() => rooms.id),
    classTypeId: text('class_type_id')
      .notNull()
      .references(() => classTypes.id),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id),
    /** The club day it is on. */
    day: date('day').notNull(),
    /**
     * The series' occurrence it stands for (its key within the series): the day the series put it on, kept when it
     * is moved to another day, so that generating again never puts it back (docs/decisions/0051).
     */
    seriesDay: date('series_day'),
    /** Moved on its own by a manager: a change to its series no longer follows it (docs/decisions/0051). */
    movedAt: timestamp('moved_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Places taken, kept with each booking and cancellation: the check below is what never lets a class overfill. */
    booked: integer('booked').notNull().default(0),
    /** Members waiting for a place, kept with each join, promotion and leaving. */
    waitlisted: integer('waitlisted').notNull().default(0),
    /** Its opening's requests are collected for 15 minutes and drawn by lot (docs/decisions/0050). */
    popular: boolean('popular').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('class_sessions_series_key_idx').on(table.seriesId, table.seriesDay),
    // A club's schedule for some days: the schedule page's one query.
    index('class_sessions_club_start_idx').on(table.clubId, table.startsAt),
    check('class_sessions_span', sql`${table.endsAt} > ${table.startsAt}`),
    check('class_sessions_capacity', sql`${table.capacity} > 0`),
    check('class_sessions_booked', sql`${table.booked} between 0 and ${table.capacity}`),
    check('class_sessions_waitlisted', sql`${table.waitlisted} >= 0`),
  ],
);

/**
 * A member's place in a session, or on its waitlist. One live place (booked or waiting) per member and session (a
 * partial unique index); the waitlist's order is the order its rows were written (`queue`, a sequence).
 */
export const classBookings = pgTable(
  'class_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => classSessions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    /** When the member asked: booked at once, or joined the waitlist. */
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    queue: bigserial('queue', { mode: 'number' }).notNull(),
    /** Booked from the waitlist at this instant. */
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    /** A promotion the member may decline without a strike (made late, or in the quiet hours for a morning class). */
    freeCancel: boolean('free_cancel').notNull().default(false),
    /** Requested in an opening draw and not drawn a place: a second ticket in the next draws (0050). */
    drawLost: boolean('draw_lost').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    lateCancel: boolean('late_cancel').notNull().default(false),
    endedBy: text('ended_by', { enum: BOOKING_ENDINGS }),
    attendance: text('attendance', { enum: ATTENDANCE }),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('class_bookings_one_place_idx')
      .on(table.sessionId, table.userId)
      .where(sql`${table.status} in ('booked', 'waitlisted', 'requested')`),
    index('class_bookings_user_idx').on(table.userId, table.bookedAt),
    // The waitlist in its order: the first waiting is the next promoted.
    index('class_bookings_waitlist_idx')
      .on(table.sessionId, table.queue)
      .where(sql`${table.status} = 'waitlisted'`),
    check('class_bookings_attendance', sql`${table.attendance} is null or ${table.status} = 'booked'`),
  ],
);

/**
 * What members are told of their classes (promoted, a place offered, a class cancelled, a substitute trainer, the
 * trainer's message, a class moved), sent by a job after commit.
 */
export const CLASS_NOTICE_KINDS = [
  'promoted',
  'placeOffered',
  'classCancelled',
  'trainerChanged',
  'message',
  'reminder',
  'drawWon',
  'drawLost',
  'moved',
] as const;
export type ClassNoticeKind = (typeof CLASS_NOTICE_KINDS)[number];

/**
 * A notice is written in the transaction that made it true, and sent by the class-notices job (claimed for a
 * lease, stamped sent), so that a crash after the change never loses it and a commit never sends it twice.
 */
export const classNotices = pgTable(
  'class_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => classBookings.id),
    kind: text('kind', { enum: CLASS_NOTICE_KINDS }).notNull(),
    /** What else the notice tells: the bookings an either/or promotion ended, a cancellation's reason. */
    details: jsonb('details')
      .$type<{
        replaced?: string[];
        reason?: string;
        closed?: boolean;
        /** A cancellation's member was waiting (or in the draw), not booked: they lose a place in line, not a place. */
        waiting?: boolean;
        text?: string;
        position?: number;
        /** A move: the class's start before it (ISO), and its new room's name when the room changed. */
        movedFrom?: string;
        room?: string;
      }>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('class_notices_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    // One reminder per booking, whichever instance's job writes it first.
    uniqueIndex('class_notices_one_reminder_idx')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'reminder'`),
  ],
);

/**
 * A member's personal calendar feed (issue 29 point 9): the unguessable key in its URL, which the member can
 * reset (a new key; the old URL then finds nothing).
 */
export const classCalendars = pgTable('class_calendars', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  feedKey: text('feed_key').notNull().unique(),
  createdAt: createdAt(),
});

/** A member's own class settings: reminders by e-mail, on unless they turn them off. */
export const classMemberSettings = pgTable('class_member_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  reminders: boolean('reminders').notNull().default(true),
});

/**
 * An opening draw, made once per session (its key): the seed it was drawn with and the order drawn, so that anyone
 * can replay it from the requests and their tickets, and see it was fair.
 */
export const classDraws = pgTable('class_draws', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => classSessions.id),
  seed: text('seed').notNull(),
  /** The requests as drawn: their booking ids and tickets, in the order the lot gave. */
  drawn: jsonb('drawn').$type<{ bookingId: string; tickets: number }[]>().notNull(),
  placesDrawn: integer('places_drawn').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
});
