import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VISIT_METHODS } from '@gym/contracts/visits';
import { users } from '../../accounts/accounts.schema';
import { clubs } from '../../club/club.schema';

/** Check-ins at the front desk. */

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
    /** The staff account that scanned the code or typed the member number. */
    recordedBy: uuid('recorded_by').references(() => users.id),
    /** The rotating code scanned, or the number typed by staff (docs/decisions/0036); older rows were scans. */
    method: text('method', { enum: VISIT_METHODS }).notNull().default('code'),
  },
  (table) => [
    index('visits_user_time_idx').on(table.userId, table.checkedInAt),
    // The staff dashboard's check-ins today and people in the club now, from the index alone (issue 15).
    index('visits_time_idx').on(table.checkedInAt, table.clubId, table.userId),
  ],
);

/**
 * A code taken at the desk: one per member and 30-second window (the key), so a replayed code is refused on any
 * instance. Written in the visit's transaction; rows of windows the desk no longer accepts are deleted as the
 * member's next code is taken.
 */
export const checkInCodeUses = pgTable(
  'check_in_code_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** RFC 6238's T: the 30-second window the code belongs to, counted from the epoch. */
    codeWindow: bigint('code_window', { mode: 'number' }).notNull(),
    /** The visit the code let in, or the one it answered within the repeat window. */
    visitId: uuid('visit_id')
      .notNull()
      .references(() => visits.id),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeWindow] })],
);
