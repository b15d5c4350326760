import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '@gym/contracts/i18n/locales';
import { createdAt } from '../../db/columns';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { ROOM_KINDS } from '@gym/contracts/clubs';

/** The club domain's tables: clubs, their rooms and 'Includes:' lists, plans and where they are sold, site texts. */

/** The three fixed 'Includes:' lists: one for Oakland, one for Marin and one for all other gyms. */
export const featureLists = pgTable('feature_lists', {
  key: text('key').primaryKey(),
  items: jsonb('items').$type<string[]>().notNull(),
});

export const clubs = pgTable('clubs', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  /** The state is California for every club; the postal code is for addresses and search engines' structured data. */
  postalCode: text('postal_code').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** The whole club's capacity: managers set it (issue 28); how busy a club is, is measured against it. */
  totalCapacity: integer('total_capacity').notNull(),
  /** The club's IANA time zone: its days, hours and schedules are read on its clock (lib/club-date.ts). */
  timeZone: text('time_zone').notNull().default(CLUB_TIME_ZONE),
  backgroundMobile: text('background_mobile').notNull(),
  backgroundDesktop: text('background_desktop').notNull(),
  featureListKey: text('feature_list_key')
    .notNull()
    .references(() => featureLists.key),
  createdAt: createdAt(),
});

export const rooms = pgTable(
  'rooms',
  {
    id: text('id').primaryKey(),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    capacity: integer('capacity').notNull(),
    /** What the room is for: the gym floor shows the club's level, a studio the class in it (issue 28). */
    kind: text('kind', { enum: ROOM_KINDS }).notNull().default('studio'),
  },
  (table) => [index('rooms_club_id_idx').on(table.clubId)],
);

/**
 * A club's weekly opening hours (issue 28, docs/decisions/0048): one span a weekday, in minutes past midnight on the
 * club's own clock (06:00 is 360 in winter and summer alike); no row for a day the club is closed.
 */
export const clubHours = pgTable(
  'club_hours',
  {
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    /** 0 Sunday to 6 Saturday. */
    weekday: integer('weekday').notNull(),
    opensMinute: integer('opens_minute').notNull(),
    closesMinute: integer('closes_minute').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.weekday] }),
    check('club_hours_weekday', sql`${table.weekday} between 0 and 6`),
    check(
      'club_hours_span',
      sql`${table.opensMinute} >= 0 and ${table.closesMinute} <= 1440 and ${table.closesMinute} > ${table.opensMinute}`,
    ),
  ],
);

/**
 * A day the weekly hours do not hold at a club: closed all day (no span) or special hours (Christmas Eve until 4 p.m.),
 * with the reason members are shown. One per club and day.
 */
export const clubClosures = pgTable(
  'club_closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    day: date('day').notNull(),
    opensMinute: integer('opens_minute'),
    closesMinute: integer('closes_minute'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('club_closures_club_day_idx').on(table.clubId, table.day),
    check(
      'club_closures_span',
      sql`(${table.opensMinute} is null and ${table.closesMinute} is null) or (${table.opensMinute} >= 0 and ${table.closesMinute} <= 1440 and ${table.closesMinute} > ${table.opensMinute})`,
    ),
  ],
);

export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  itemName: text('item_name').notNull(),
  priceCents: integer('price_cents').notNull(),
  description: text('description').notNull(),
  /** Days a pass is valid from its start; null for monthly memberships. */
  validityDays: integer('validity_days'),
  /** Day passes a member on this plan may give guests each billing month (Premier: two). */
  guestPassesPerMonth: integer('guest_passes_per_month').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const planClubs = pgTable(
  'plan_clubs',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
  },
  (table) => [primaryKey({ columns: [table.planId, table.clubId] }), index('plan_clubs_club_idx').on(table.clubId)],
);

/**
 * A new monthly price for a plan from a billing period on (docs/decisions/0028): the members on the plan are told at
 * least 30 days before (the agreement's promise), and the billing run charges the new price from `effective_period`.
 */
export const planPriceChanges = pgTable(
  'plan_price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    priceCents: integer('price_cents').notNull(),
    /** The first billing period (YYYY-MM-01) charged at the new price. */
    effectivePeriod: date('effective_period').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('plan_price_changes_plan_period_idx').on(table.planId, table.effectivePeriod),
    check('plan_price_changes_price_positive', sql`${table.priceCents} > 0`),
  ],
);

/** Editable copy: terms, cancellation policy, membership texts, in English (the specification's language). */
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * A site text in another language. A text without one in a language is shown in English, so a new text is never
 * missing while its translation is being written.
 */
export const siteTextTranslations = pgTable(
  'site_text_translations',
  {
    key: text('key')
      .notNull()
      .references(() => siteTexts.key),
    locale: text('locale', { enum: LOCALES }).notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.locale] }),
    check('site_text_translations_not_english', sql`${table.locale} <> 'en'`),
  ],
);
