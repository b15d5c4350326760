import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '@gym/contracts/i18n/locales';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';

/**
 * The sign-up's own tables: referrals, tracking, the chatbot's view, e-signatures, UTM data, guests and the cards
 * given before the join.
 */

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
    /** The person who joined through the link (docs/decisions/0009). */
    referredUserId: uuid('referred_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('referrals_referrer_user_idx').on(table.referrerUserId),
    index('referrals_referred_user_idx').on(table.referredUserId),
  ],
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
    /** The language the sign-up runs in (its last call's): a reminder to finish it is written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
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

/** An electronic signature: the images in file storage, when and from which address (decisions.md item 9). */
export const eSignatures = pgTable(
  'e_signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** 3 the membership agreement, 6 the receipt. */
    documentId: integer('document_id').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address the server saw, not the one the client reported. */
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent'),
    signatureKey: text('signature_key').notNull(),
    photoKey: text('photo_key'),
    /** The form's updateOLSUserDto.* copy, kept as sent (long digit runs masked). */
    audit: jsonb('audit').$type<Record<string, string>>(),
  },
  (table) => [index('e_signatures_user_idx').on(table.userId, table.documentId)],
);

/** Marketing attribution sent after a join. Amounts in cents. */
export const utmInfo = pgTable(
  'utm_info',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    utmMedium: text('utm_medium'),
    utmSource: text('utm_source'),
    initialPaymentCents: integer('initial_payment_cents').notNull(),
    monthlyPaymentCents: integer('monthly_payment_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('utm_info_user_idx').on(table.userId)],
);

/** Guests (POST /sign-up/create-guest): one per e-mail. */
export const guests = pgTable(
  'guests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('guests_email_idx').on(sql`lower(${table.email})`)],
);

/** A card given during a sign-up through insert-card-details, before there is a member (its id is the creditCardId). */
export const signupCards = pgTable('signup_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  token: text('token').notNull().unique(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  billingName: text('billing_name').notNull(),
  nickname: text('nickname'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A link e-mailed from the staff console's follow-ups that resumes an abandoned sign-up where it was left
 * (docs/decisions/0034): everything typed but the card and the photo. Only the token's hash is kept; it is used
 * once and expires after 7 days.
 */
export const signupResumeTokens = pgTable(
  'signup_resume_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingId: uuid('tracking_id')
      .notNull()
      .references(() => signupTracking.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    sentBy: uuid('sent_by').references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('signup_resume_tokens_tracking_idx').on(table.trackingId, table.createdAt)],
);
