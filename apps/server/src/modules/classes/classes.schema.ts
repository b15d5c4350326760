import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '@gym/contracts/class-bookings';
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
    /** The club day the series put it on (its key within the series). */
    day: date('day').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Places taken, kept with each booking and cancellation: the check below is what never lets a class overfill. */
    booked: integer('booked').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('class_sessions_series_day_idx').on(table.seriesId, table.day),
    // A club's schedule for some days: the schedule page's one query.
    index('class_sessions_club_start_idx').on(table.clubId, table.startsAt),
    check('class_sessions_span', sql`${table.endsAt} > ${table.startsAt}`),
    check('class_sessions_capacity', sql`${table.capacity} > 0`),
    check('class_sessions_booked', sql`${table.booked} between 0 and ${table.capacity}`),
  ],
);

/** A member's place in a session. One booked place per member and session (a partial unique index). */
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
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    lateCancel: boolean('late_cancel').notNull().default(false),
  },
  (table) => [
    uniqueIndex('class_bookings_one_place_idx')
      .on(table.sessionId, table.userId)
      .where(sql`${table.status} = 'booked'`),
    index('class_bookings_user_idx').on(table.userId, table.bookedAt),
  ],
);
