import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/accounts.schema';
import { charges, paymentMethods } from '../membership.schema';

/** A member's balance: the ledger and the balance payments (docs/decisions/0019). */

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
