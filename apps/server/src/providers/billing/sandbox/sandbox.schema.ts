import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';

/** The sandbox billing provider's tables (docs/decisions/0007). */

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
