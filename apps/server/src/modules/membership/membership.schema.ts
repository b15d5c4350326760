import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { clubs, plans } from '../club/club.schema';

/**
 * The membership domain's tables: a membership, the cards on file, the provider charges and the PDFs made for a
 * member (the join's receipt and agreement).
 */

export const MEMBERSHIP_STATUSES = ['active', 'ended'] as const;

/**
 * Whether a monthly membership's dues are paid (docs/decisions/0027): 'current'; 'past_due' from the first
 * declined autopay until the balance is paid; 'suspended' after the last scheduled retry declined (check-in is
 * refused). Paying the balance makes it 'current' again at once.
 */
export const BILLING_STATUSES = ['current', 'past_due', 'suspended'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

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
    billingStatus: text('billing_status', { enum: BILLING_STATUSES }).notNull().default('current'),
    /** The club day of the first declined autopay of the current dunning; the retries are counted from it. */
    pastDueSince: date('past_due_since'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    userGroups: text('user_groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    index('memberships_user_idx').on(table.userId),
    // The staff dashboard (issue 15): joins per day, and the members behind on their dues.
    index('memberships_created_idx').on(table.createdAt, table.clubId),
    index('memberships_behind_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'active' and ${table.billingStatus} in ('past_due', 'suspended')`),
    index('memberships_past_due_idx')
      .on(table.pastDueSince)
      .where(sql`${table.billingStatus} = 'past_due'`),
  ],
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

/**
 * 'join' the first payment of a sign-up; 'payment' a member paying their balance (POST /billing/make-payment);
 * 'autopay' the balance charged by the billing run (docs/decisions/0027); 'plan-change' the prorated difference of
 * a plan change costing more (docs/decisions/0028); 'training-pack' a personal-training pack (0053).
 */
export const CHARGE_KINDS = ['join', 'payment', 'autopay', 'plan-change', 'training-pack'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

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
    // The staff dashboard's dues per day, read from the index alone (issue 15).
    index('charges_created_idx').on(table.createdAt, table.kind, table.amountCents, table.userId, table.membershipId),
    check('charges_amount_positive', sql`${table.amountCents} > 0`),
  ],
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
