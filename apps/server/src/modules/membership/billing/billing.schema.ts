import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_KINDS } from '@gym/contracts/member-billing';
import { createdAt, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/accounts.schema';
import { charges, memberships, paymentMethods } from '../membership.schema';
import { planChanges } from '../changes/changes.schema';

/** A member's balance: the ledger and the balance payments (docs/decisions/0019). */

/** The kinds of ledger line, as the contracts name them (debts positive, payments and credits negative). */
export const LEDGER_ENTRY_KINDS = LEDGER_KINDS;
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
    /** For dues: the membership billed and the month, as its first day (YYYY-MM-01). */
    membershipId: uuid('membership_id').references(() => memberships.id),
    period: date('period'),
    createdAt: createdAt(),
  },
  (table) => [
    index('ledger_entries_user_idx').on(table.userId, table.createdAt),
    // A member's balance from the index alone: the staff dashboard sums it for every past-due member (issue 15).
    index('ledger_entries_user_amount_idx').on(table.userId, table.amountCents),
    // One monthly entry (dues, or a frozen month's fee) per membership and month, however many billing runs post it
    // (docs/decisions/0027, 0028).
    uniqueIndex('ledger_entries_monthly_once_idx')
      .on(table.membershipId, table.period)
      .where(sql`${table.kind} in ('dues', 'freeze_fee')`),
    check('ledger_entries_amount_nonzero', sql`${table.amountCents} <> 0`),
  ],
);

export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'succeeded', 'declined', 'failed'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * 'member' a payment the member asked for; 'autopay' one the billing run made (docs/decisions/0027); 'plan-change'
 * the prorated difference of a plan change costing more (docs/decisions/0028); 'training-pack' a personal-training
 * pack a member buys (0053).
 */
export const PAYMENT_ATTEMPT_KINDS = ['member', 'autopay', 'plan-change', 'training-pack'] as const;
export type PaymentAttemptKind = (typeof PAYMENT_ATTEMPT_KINDS)[number];

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
    kind: text('kind', { enum: PAYMENT_ATTEMPT_KINDS }).notNull().default('member'),
    /**
     * The provider's idempotency key, charges.idempotency_key too: `member-payment:<user id>:<request key>`, or
     * for autopay `autopay:<membership id>:<period>:<round>` (one charge per membership, month and attempt).
     */
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
    /** Autopay only: the membership, the month billed (YYYY-MM-01) and the round ('first', 'retry-1', 'card-<id>'). */
    membershipId: uuid('membership_id').references(() => memberships.id),
    period: date('period'),
    round: text('round'),
    /** A plan change's difference (kind 'plan-change'): the change its outcome applies or declines. */
    planChangeId: uuid('plan_change_id').references(() => planChanges.id),
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
    index('payment_attempts_autopay_idx').on(table.membershipId, table.period),
    check('payment_attempts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const BILLING_NOTICE_KINDS = [
  'receipt',
  'payment-failed',
  'suspended',
  'card-expiring',
  // A cancellation confirmed (with its last day, or its refund within the five business days) and its withdrawal.
  'cancellation',
  'cancellation-withdrawn',
  // A freeze confirmed, an unfreeze, and the reminder seven days before billing resumes (docs/decisions/0028).
  'freeze',
  'unfreeze',
  'freeze-ending',
  // A guest pass, e-mailed to the guest (the notice's recipient) with its code and QR code (docs/decisions/0028).
  'guest-pass',
  // The yearly reminder on the join's anniversary, and a plan's price change told 30 days ahead (0028).
  'anniversary',
  'price-change',
  // A change of plan or club applied or scheduled, and a scheduled one withdrawn, with the updated agreement (0028).
  'plan-change',
  'plan-change-withdrawn',
] as const;
export type BillingNoticeKind = (typeof BILLING_NOTICE_KINDS)[number];

/**
 * What the billing engine owes a member by e-mail (docs/decisions/0027): a receipt for a charge, a declined
 * autopay, a suspension, a card about to expire. Written in the same transaction as what it tells, once per
 * `dedupe_key`; the notices job sends it and stamps `sent_at` (at least once: a crash between the relay's
 * answer and the stamp sends it again).
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: BILLING_NOTICE_KINDS }).notNull(),
    /** e.g. 'receipt:<charge id>', 'payment-failed:<membership id>:<since>', 'card-expiring:<card id>:<yyyy-mm>'. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    chargeId: uuid('charge_id').references(() => charges.id),
    membershipId: uuid('membership_id').references(() => memberships.id),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    /** The decline text, for 'payment-failed' and 'suspended'. */
    message: text('message'),
    /**
     * What a membership-change notice tells (its reference, dates and amounts), as the change recorded it, so the
     * e-mail says what was true when it happened (docs/decisions/0028).
     */
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>(),
    /** Another address than the member's: a guest pass goes to the guest. */
    recipient: text('recipient'),
    createdAt: createdAt(),
    /** Taken by a sender until then; another may take it after (its sender died). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('billing_notices_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    index('billing_notices_user_idx').on(table.userId, table.createdAt),
  ],
);
