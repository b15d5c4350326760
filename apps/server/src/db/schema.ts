import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The database uses clean snake_case names; the specification's wire names
 * (clubautomationclubidC, streetC, ...) are mapped at the repository edge (decisions.md item 2).
 * Money is integer cents (decisions.md item 4).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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

export const USER_ROLES = ['member', 'trainer', 'director', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'former', 'prospect'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member number the specification calls caID / idCA: digits only, shown to members. */
    memberNumber: integer('member_number').notNull().unique().generatedByDefaultAsIdentity({ startWith: 200_000 }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    memberStatus: text('member_status', { enum: MEMBER_STATUSES }).notNull().default('prospect'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    birthday: date('birthday'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    homeClubId: text('home_club_id').references(() => clubs.id),
    /** A family member signs in with the primary member's e-mail and their own member number. */
    primaryUserId: uuid('primary_user_id'),
    scanCode: text('scan_code').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_email_idx').on(sql`lower(${table.email})`),
    index('users_primary_user_idx').on(table.primaryUserId),
  ],
);
