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

/** One row per use of a referral link (docs/decisions/0006); its id is the referral person's referralId. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id),
    /** The referral code, when the link carried one. */
    code: text('code'),
    createdAt: createdAt(),
  },
  (table) => [index('referrals_referrer_user_idx').on(table.referrerUserId)],
);

/** A sign-up in progress, so that the gym can follow up an abandoned one (docs/decisions/0006). */
export const signupTracking = pgTable(
  'signup_tracking',
  {
    /** The session id the wizard keeps and sends back with each update. */
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    currentPage: text('current_page').notNull(),
    /** What the person has typed so far (club, plan, personal info); never the photo or card data. */
    data: jsonb('data').$type<unknown>(),
    isFormerMember: boolean('is_former_member').notNull().default(false),
    isReferral: boolean('is_referral').notNull().default(false),
    referrerName: text('referrer_name'),
    referrerCaid: text('referrer_caid'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('signup_tracking_updated_at_idx').on(table.updatedAt)],
);

/** The chatbot's view of a sign-up session: the page it is on and the club chosen. */
export const chatbotRecords = pgTable('chatbot_records', {
  sessionId: text('session_id').primaryKey(),
  currentPage: text('current_page'),
  location: text('location'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail kept instead of sent when no SMTP_URL is configured (docs/decisions/0008): one row per message,
 * readable at /dev/mail outside production.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

/** An outbox message's attachments; the bytes are in file storage under storage_key. */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    /** 0, 1, ... in the order the message lists them. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.position] })],
);

export const BILLING_SANDBOX_CARD_BEHAVIOURS = ['approve', 'decline', 'timeout'] as const;
export type BillingSandboxCardBehaviour = (typeof BILLING_SANDBOX_CARD_BEHAVIOURS)[number];

/**
 * The sandbox billing provider's own records (docs/decisions/0007). They stand in for another company's
 * systems: only providers/billing/sandbox reads or writes them. A card is its token, brand, last four digits
 * and expiry, and the sandbox's test behaviour: never the card number or the CVC.
 */
export const billingSandboxCards = pgTable('billing_sandbox_cards', {
  token: text('token').primaryKey(),
  brand: text('brand', { enum: ['visa', 'mastercard', 'amex', 'discover'] }).notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  billingName: text('billing_name'),
  behaviour: text('behaviour', { enum: BILLING_SANDBOX_CARD_BEHAVIOURS }).notNull(),
  createdAt: createdAt(),
});

/** One row per idempotency key: a repeat with the same key returns this row's outcome. Declines are kept too. */
export const billingSandboxCharges = pgTable(
  'billing_sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    cardToken: text('card_token')
      .notNull()
      .references(() => billingSandboxCards.token),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['succeeded', 'declined'] }).notNull(),
    declineMessage: text('decline_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('billing_sandbox_charges_card_token_idx').on(table.cardToken),
    check('billing_sandbox_charges_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'billing_sandbox_charges_refunded_range',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);

export const billingSandboxRefunds = pgTable(
  'billing_sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => billingSandboxCharges.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('billing_sandbox_refunds_charge_id_idx').on(table.chargeId),
    check('billing_sandbox_refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
