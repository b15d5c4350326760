import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { classBookings } from '../classes.schema';

/**
 * A fee a club charges for a late cancel or a no-show instead of a strike (docs/decisions/0052), posted to the
 * member's ledger in the transaction that writes this row: the booking is its key, so a booking is charged once
 * however often it is cancelled or marked, on any instance. A no-show corrected to attended waives it (waivedAt).
 */
export const classFees = pgTable(
  'class_fees',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => classBookings.id),
    kind: text('kind', { enum: ['lateCancel', 'noShow'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
  },
  (table) => [check('class_fees_amount', sql`${table.amountCents} > 0`)],
);
