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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEMBER_STATUSES, USER_ROLES } from '@gym/contracts/auth';

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

export { MEMBER_STATUSES, USER_ROLES, type UserRole } from '@gym/contracts/auth';
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
    /** The profile photo in file storage (JPEG), from the join's photo upload. */
    photoKey: text('photo_key'),
    /** A family member signs in with the primary member's e-mail and their own member number. */
    primaryUserId: uuid('primary_user_id'),
    scanCode: text('scan_code').notNull().unique(),
    /**
     * Member tokens carry it (claim `sv`); a password reset, set-password or change adds one, which ends every
     * token issued before it (docs/decisions/0020).
     */
    sessionVersion: integer('session_version').notNull().default(0),
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

/*
 * The join's payment and what follows it (docs/decisions/0009): the membership, the card on file, the charge,
 * the exactly-once submission records, the e-signature, the documents, UTM data, guests and set-password tokens.
 */

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const MEMBERSHIP_STATUSES = ['active', 'ended'] as const;

/** One plan bought by one person: a monthly membership (no end date) or a pass (an end date). */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('active'),
    startDate: date('start_date').notNull(),
    /** The last valid day of a pass; null for a monthly membership. */
    endDate: date('end_date'),
    /** The monthly dues, or the pass's price. */
    priceCents: integer('price_cents').notNull(),
    proratedCents: integer('prorated_cents').notNull().default(0),
    lastMonthCents: integer('last_month_cents').notNull().default(0),
    /** GET /contacts/membership's userGroups (e.g. 'Vaccinated' once staff confirm a vaccine record). */
    userGroups: text('user_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [index('memberships_user_idx').on(table.userId)],
);

/** A card on file: the provider's token and what may be shown of the card, never its number. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    billingName: text('billing_name').notNull(),
    nickname: text('nickname'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_methods_user_token_idx').on(table.userId, table.providerToken),
    uniqueIndex('payment_methods_one_primary_idx')
      .on(table.userId)
      .where(sql`${table.isPrimary}`),
  ],
);

/** 'join' the first payment of a sign-up; 'payment' a member paying their balance (POST /billing/make-payment). */
export const CHARGE_KINDS = ['join', 'payment'] as const;

/** Money taken through the billing provider, one row per provider charge. */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    membershipId: uuid('membership_id').references(() => memberships.id),
    providerChargeId: text('provider_charge_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind', { enum: CHARGE_KINDS }).notNull(),
    /** The key the provider was called with: the wizard run's key and the card token. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [
    index('charges_user_idx').on(table.userId),
    check('charges_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const JOIN_SUBMISSION_STATUSES = ['pending', 'succeeded'] as const;

/** One wizard run (its idempotency key): pending until one attempt succeeds, then its answer forever. */
export const joinSubmissions = pgTable(
  'join_submissions',
  {
    runKey: uuid('run_key').primaryKey(),
    status: text('status', { enum: JOIN_SUBMISSION_STATUSES }).notNull().default('pending'),
    userId: uuid('user_id').references(() => users.id),
    chargeId: uuid('charge_id').references(() => charges.id),
    /** The success answer, without the join token (a fresh one is made for every answer). */
    answer: jsonb('answer').$type<unknown>(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** The confirmation e-mail: claimed by one sender at a time, then sent once. */
    confirmationClaimedAt: timestamp('confirmation_claimed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('join_submissions_user_idx').on(table.userId),
    index('join_submissions_unconfirmed_idx')
      .on(table.succeededAt)
      .where(sql`${table.status} = 'succeeded' and ${table.confirmationSentAt} is null`),
  ],
);

export const JOIN_ATTEMPT_STATUSES = ['pending', 'succeeded', 'declined', 'failed', 'refunded'] as const;
export type JoinAttemptStatus = (typeof JOIN_ATTEMPT_STATUSES)[number];

/**
 * One card tried in one run. `pending` from before the provider is called until its outcome is known and
 * written; at most one attempt of a run is pending at a time.
 */
export const joinAttempts = pgTable(
  'join_attempts',
  {
    runKey: uuid('run_key')
      .notNull()
      .references(() => joinSubmissions.runKey),
    cardToken: text('card_token').notNull(),
    providerKey: text('provider_key').notNull().unique(),
    kind: text('kind', { enum: ['new', 'existing'] }).notNull(),
    /**
     * Who joins: 'email:<trimmed lower-case e-mail>' for a new person, 'member:<member number>' for a former
     * member. A pending attempt is that person's (and its card token's) claim: one at a time (docs/decisions/0023).
     */
    personKey: text('person_key').notNull(),
    status: text('status', { enum: JOIN_ATTEMPT_STATUSES }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    /** The request body as sent (without the ignored portal password): what the join is made of. */
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** The plan and amounts charged for, computed when the attempt was made. */
    quote: jsonb('quote').$type<unknown>().notNull(),
    /** Brand, last four, expiry and name on the card, as the provider and the sign-up gave them. */
    card: jsonb('card').$type<unknown>().notNull(),
    providerChargeId: text('provider_charge_id'),
    /** The provider's decline text, or why the attempt failed. */
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.runKey, table.cardToken] }),
    uniqueIndex('join_attempts_one_pending_idx')
      .on(table.runKey)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('join_attempts_one_pending_person_idx')
      .on(table.personKey)
      .where(sql`${table.status} = 'pending'`),
    // 'run:' person keys name attempts left pending by two runs at once before migration 0008: not claims.
    uniqueIndex('join_attempts_one_pending_card_idx')
      .on(table.cardToken)
      .where(sql`${table.status} = 'pending' and ${table.personKey} not like 'run:%'`),
    index('join_attempts_pending_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export const PASSWORD_TOKEN_PURPOSES = ['set-password', 'reset-password'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** Single-use password links: only the SHA-256 of the token is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_tokens_user_idx').on(table.userId)],
);

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

export const MEMBER_DOCUMENT_TYPES = ['receipt', 'membership-agreement'] as const;
export type MemberDocumentType = (typeof MEMBER_DOCUMENT_TYPES)[number];

/** PDFs made for a member; the newest of a type is the current one. */
export const memberDocuments = pgTable(
  'member_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: MEMBER_DOCUMENT_TYPES }).notNull(),
    /** For a receipt: the charge it is for. */
    chargeId: uuid('charge_id').references(() => charges.id),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('member_documents_user_type_idx').on(table.userId, table.type, table.createdAt),
    uniqueIndex('member_documents_receipt_charge_idx')
      .on(table.chargeId)
      .where(sql`${table.type} = 'receipt'`),
  ],
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

export * from './schema-member-area';
