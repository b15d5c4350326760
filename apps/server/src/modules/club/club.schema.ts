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
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
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
  },
  (table) => [index('rooms_club_id_idx').on(table.clubId)],
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
