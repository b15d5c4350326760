import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

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

/** Editable copy: terms, cancellation policy, membership texts. */
export const siteTexts = pgTable('site_texts', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
