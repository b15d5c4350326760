import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
// A cycle with schema.ts (which re-exports this file): every use of its tables below is inside a callback,
// so nothing is read before schema.ts has finished evaluating.
import { charges, clubs, paymentMethods, users } from './schema';

/** The member area's tables: vaccine records, visits, the balance ledger, payment attempts, messages and calls. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const VACCINE_RECORD_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type VaccineRecordStatus = (typeof VACCINE_RECORD_STATUSES)[number];

/** One uploaded proof of vaccination (image or PDF in file storage); the newest decides the member's status. */
export const vaccineRecords = pgTable(
  'vaccine_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    status: text('status', { enum: VACCINE_RECORD_STATUSES }).notNull().default('pending'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('vaccine_records_user_idx').on(table.userId, table.createdAt),
    index('vaccine_records_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** A check-in at a club's front desk: staff scan the member's code (GET /history reads these). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account that scanned the code. */
    recordedBy: uuid('recorded_by').references(() => users.id),
  },
  (table) => [index('visits_user_time_idx').on(table.userId, table.checkedInAt)],
);

export const LEDGER_ENTRY_KINDS = ['dues', 'fee', 'payment', 'adjustment'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * A member's account: what they owe (dues, fees: positive cents) and what they paid (payments: negative cents).
 * The balance due is the sum. A payment's row names its charge, once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    chargeId: uuid('charge_id')
      .unique()
      .references(() => charges.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_user_idx').on(table.userId, table.createdAt),
    check('ledger_entries_amount_nonzero', sql`${table.amountCents} <> 0`),
  ],
);

export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'succeeded', 'declined', 'failed'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * One balance payment as asked (POST /billing/make-payment, docs/decisions/0019), recorded `pending` before the
 * provider is called, so a crash between the provider's charge and our commit leaves a row the reconciler
 * settles. It keeps what the charge needs (the card's token, the amount, the ledger text), so a repeat or the
 * reconciler charges and records exactly what was first asked, even after the card was deleted. At most one
 * attempt of a member is pending (the partial unique index): that is what keeps two payments from both charging,
 * whichever server instances they reach.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The provider's idempotency key: `member-payment:<user id>:<request key>`; charges.idempotency_key too. */
    providerKey: text('provider_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** The saved card charged; null once the member deleted it (the attempt keeps its token and label). */
    cardId: uuid('card_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    cardToken: text('card_token').notNull(),
    /** The ledger entry's text, e.g. 'Payment, Visa ending 4242'. */
    description: text('description').notNull(),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('pending'),
    providerChargeId: text('provider_charge_id'),
    /** The provider's decline text, or why the attempt failed. */
    message: text('message'),
    createdAt: createdAt(),
    /** When it was last sent to the provider or settled: a pending attempt's lease runs from here. */
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payment_attempts_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('payment_attempts_pending_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
    index('payment_attempts_user_idx').on(table.userId, table.createdAt),
    check('payment_attempts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/** A chat message between a member and a trainer or the director (isDirector marks the director's side). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    /** A photo message: the image in file storage. */
    photoKey: text('photo_key'),
    isDirector: boolean('is_director').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_pair_idx').on(table.senderId, table.receiverId, table.createdAt),
    index('messages_receiver_unread_idx')
      .on(table.receiverId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** A video call a trainer (or the director) started with a member; GET /calls?callId= reads its two ids. */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id),
    calleeId: uuid('callee_id')
      .notNull()
      .references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('calls_callee_idx').on(table.calleeId, table.createdAt)],
);
