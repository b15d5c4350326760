import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/accounts.schema';
import { clubs, plans } from '../../club/club.schema';
import { charges, memberDocuments, memberships } from '../membership.schema';

/**
 * What a member changes about their membership themselves (docs/decisions/0028): a cancellation, a freeze, a
 * change of plan or home club, and the refunds a cancellation within the five business days brings. Every row
 * carries the reference the member is told (and e-mailed), e.g. 'CAN-7F3K2Q'.
 */

/**
 * A notice to cancel: the membership's last day is `last_day` (memberships.end_date is set to it in the same
 * transaction, and cleared again by a withdrawal). `cooling_off` marks a cancellation within five business days of
 * signing: the membership ends that day and every payment is refunded. One standing cancellation per membership.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The club day the notice was given. */
    noticeDate: date('notice_date').notNull(),
    lastDay: date('last_day').notNull(),
    coolingOff: boolean('cooling_off').notNull().default(false),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cancellations_one_standing_idx')
      .on(table.membershipId)
      .where(sql`${table.withdrawnAt} is null`),
    index('cancellations_user_idx').on(table.userId, table.createdAt),
    // The staff dashboard's cancellations coming (issue 15).
    index('cancellations_last_day_idx')
      .on(table.lastDay)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

/**
 * A freeze of whole billing months, `first_period` to `last_period` (first days of months): no dues for them, a
 * freeze fee instead, and no check-in while one is in effect. An early unfreeze sets `ended_at` and moves
 * `last_period` back to the month it ended in; withdrawing one that has not begun sets `withdrawn_at`.
 */
export const freezes = pgTable(
  'freezes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    firstPeriod: date('first_period').notNull(),
    lastPeriod: date('last_period').notNull(),
    /** The monthly freeze fee agreed when it was asked for. */
    feeCents: integer('fee_cents').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('freezes_membership_idx').on(table.membershipId, table.firstPeriod),
    // The staff dashboard's freezes starting soon (issue 15).
    index('freezes_first_period_idx')
      .on(table.firstPeriod)
      .where(sql`${table.withdrawnAt} is null`),
    check('freezes_periods_ordered', sql`${table.lastPeriod} >= ${table.firstPeriod}`),
    check('freezes_fee_not_negative', sql`${table.feeCents} >= 0`),
  ],
);

export const PLAN_CHANGE_STATUSES = ['pending', 'scheduled', 'applied', 'declined', 'withdrawn'] as const;
export type PlanChangeStatus = (typeof PLAN_CHANGE_STATUSES)[number];

/**
 * A change of plan or home club (or both: plans belong to clubs). One that costs more takes effect at once once
 * its prorated difference is paid ('pending' while that charge is in flight, then 'applied' or 'declined'); one
 * that costs the same or less is 'scheduled' for the next billing period and 'applied' by the billing run. Each
 * has the updated agreement the member signed for it.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fromPlanId: text('from_plan_id')
      .notNull()
      .references(() => plans.id),
    toPlanId: text('to_plan_id')
      .notNull()
      .references(() => plans.id),
    fromClubId: text('from_club_id')
      .notNull()
      .references(() => clubs.id),
    toClubId: text('to_club_id')
      .notNull()
      .references(() => clubs.id),
    fromPriceCents: integer('from_price_cents').notNull(),
    toPriceCents: integer('to_price_cents').notNull(),
    /** The club day it takes effect: today for an upgrade, the next billing day otherwise. */
    effectiveDate: date('effective_date').notNull(),
    /** The prorated difference charged at once for an upgrade; 0 otherwise. */
    proratedCents: integer('prorated_cents').notNull().default(0),
    status: text('status', { enum: PLAN_CHANGE_STATUSES }).notNull(),
    chargeId: uuid('charge_id').references(() => charges.id),
    agreementId: uuid('agreement_id').references(() => memberDocuments.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('plan_changes_membership_idx').on(table.membershipId, table.createdAt),
    index('plan_changes_scheduled_idx')
      .on(table.effectiveDate)
      .where(sql`${table.status} = 'scheduled'`),
    uniqueIndex('plan_changes_one_open_idx')
      .on(table.membershipId)
      .where(sql`${table.status} in ('pending', 'scheduled')`),
  ],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back through the provider, recorded 'pending' before the provider is called (key
 * `refund:<reason id>:<charge id>`, so each refund happens once) and settled after, or by the reconciler after
 * a crash.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id),
    cancellationId: uuid('cancellation_id').references(() => cancellations.id),
    /** The staff account that gave it from the console (docs/decisions/0034); null for a cancellation's refund. */
    requestedBy: uuid('requested_by').references(() => users.id),
    providerKey: text('provider_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('refunds_user_idx').on(table.userId, table.createdAt),
    index('refunds_pending_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
