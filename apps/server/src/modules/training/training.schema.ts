import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PACK_STATUSES, SESSION_MODES, TRAINING_SESSION_STATUSES } from '@gym/contracts/personal-training';
import type { TrainerProfileBody } from '@gym/contracts/trainers';
import { createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { clubs } from '../club/club.schema';
import { refunds } from '../membership/changes/changes.schema';

/**
 * The training domain's tables (issue 30, docs/decisions/0053): trainers' profiles and availability, the packs
 * clubs sell and members buy, and the personal-training sessions booked from them. Two sessions of one trainer (with
 * their buffer) or of one member never overlap: exclusion constraints of migration 0030, not checks in code.
 */

/** A trainer's public profile (approved) and their session settings; `pending` is a change awaiting approval. */
export const trainerProfiles = pgTable('trainer_profiles', {
  trainerId: uuid('trainer_id')
    .primaryKey()
    .references(() => users.id),
  bio: text('bio').notNull().default(''),
  specialities: text('specialities')
    .array()
    .notNull()
    .default(sql`'{}'`),
  certifications: text('certifications')
    .array()
    .notNull()
    .default(sql`'{}'`),
  languages: text('languages')
    .array()
    .notNull()
    .default(sql`'{en}'`),
  bufferMinutes: integer('buffer_minutes').notNull(),
  noticeHours: integer('notice_hours').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  pending: jsonb('pending').$type<TrainerProfileBody>(),
  pendingAt: timestamp('pending_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One stretch of a trainer's weekly hours at a club, on the club's clock (minutes past midnight). */
export const trainerHours = pgTable(
  'trainer_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (table) => [
    index('trainer_hours_trainer_idx').on(table.trainerId, table.clubId),
    check('trainer_hours_weekday', sql`${table.weekday} between 0 and 6`),
    check(
      'trainer_hours_span',
      sql`${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.endMinute} > ${table.startMinute}`,
    ),
  ],
);

/** Time a trainer blocked off (a holiday, an appointment): no slot is offered in it. */
export const trainerTimeOff = pgTable(
  'trainer_time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('trainer_time_off_trainer_idx').on(table.trainerId, table.endsAt),
    check('trainer_time_off_span', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** A pack a club sells at the director's price, or its free intro session (intro, price 0). */
export const trainingOffers = pgTable(
  'training_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    sessions: integer('sessions').notNull(),
    minutes: integer('minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    intro: boolean('intro').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('training_offers_club_kind_idx').on(table.clubId, table.sessions, table.minutes, table.intro),
    check('training_offers_price', sql`${table.priceCents} >= 0 and (${table.intro} or ${table.priceCents} > 0)`),
    check('training_offers_minutes', sql`${table.minutes} in (30, 60)`),
  ],
);

/**
 * A pack a member bought (or their intro session): its sessions, how many are used and refunded (a database check
 * keeps them within it). Bought through the ledger's payment attempts: `pending` until its charge is recorded
 * (active) or refused (declined); `providerKey` is the attempt's.
 */
export const trainingPacks = pgTable(
  'training_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => trainingOffers.id),
    sessions: integer('sessions').notNull(),
    minutes: integer('minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    intro: boolean('intro').notNull().default(false),
    status: text('status', { enum: PACK_STATUSES }).notNull(),
    /** The member's key for this purchase (a repeat finds the pack instead of buying another). */
    requestKey: text('request_key').notNull(),
    providerKey: text('provider_key').unique(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
  },
  (table) => [
    uniqueIndex('training_packs_request_idx').on(table.userId, table.requestKey),
    // The free intro session, once per member.
    uniqueIndex('training_packs_intro_idx')
      .on(table.userId)
      .where(sql`${table.intro} and ${table.status} <> 'declined'`),
    index('training_packs_user_idx').on(table.userId, table.clubId),
    check(
      'training_packs_counts',
      sql`${table.used} >= 0 and ${table.refunded} >= 0 and ${table.used} + ${table.refunded} <= ${table.sessions}`,
    ),
  ],
);
export type PackRow = typeof trainingPacks.$inferSelect;

/**
 * A personal-training session: a trainer and a member at a club (in person or by video), from a pack. `blockedUntil`
 * is its end plus the trainer's buffer: the trainer's exclusion constraint keeps these apart.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trainerId: uuid('trainer_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    packId: uuid('pack_id')
      .notNull()
      .references(() => trainingPacks.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    mode: text('mode', { enum: SESSION_MODES }).notNull(),
    status: text('status', { enum: TRAINING_SESSION_STATUSES }).notNull().default('booked'),
    returnedToPack: boolean('returned_to_pack').notNull().default(false),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The trainer's private notes of the session. */
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('training_sessions_trainer_idx').on(table.trainerId, table.startsAt),
    index('training_sessions_user_idx').on(table.userId, table.startsAt),
    check(
      'training_sessions_span',
      sql`${table.endsAt} > ${table.startsAt} and ${table.blockedUntil} >= ${table.endsAt}`,
    ),
  ],
);
export type TrainingSessionRow = typeof trainingSessions.$inferSelect;

export const TRAINING_NOTICE_KINDS = ['booked', 'cancelled', 'closed', 'reminder'] as const;
export type TrainingNoticeKind = (typeof TRAINING_NOTICE_KINDS)[number];

/**
 * What a member or a trainer is told of a session (booked, with its calendar file; cancelled by the other; the
 * reminder the day before), written in the transaction that made it true and sent by the training-notices job
 * (db/notice-queue.ts): never lost to a crash, never sent twice.
 */
export const trainingNotices = pgTable(
  'training_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Whom the notice goes to: the session's member or its trainer. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => trainingSessions.id),
    kind: text('kind', { enum: TRAINING_NOTICE_KINDS }).notNull(),
    createdAt: createdAt(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('training_notices_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    // One reminder per session, whichever instance's job writes it first.
    uniqueIndex('training_notices_one_reminder_idx')
      .on(table.sessionId)
      .where(sql`${table.kind} = 'reminder'`),
  ],
);
export type TrainingNotice = typeof trainingNotices.$inferSelect;

/**
 * Unused sessions of a pack refunded by the staff (issue 30 point 6): the refund (the ledger's, settled by its
 * reconciler) and the sessions it takes off the pack, reserved in `training_packs.refunded` when it is recorded and
 * released once (releasedAt) if the provider refuses it.
 */
export const trainingPackRefunds = pgTable('training_pack_refunds', {
  refundId: uuid('refund_id')
    .primaryKey()
    .references(() => refunds.id),
  packId: uuid('pack_id')
    .notNull()
    .references(() => trainingPacks.id),
  sessions: integer('sessions').notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }),
});
