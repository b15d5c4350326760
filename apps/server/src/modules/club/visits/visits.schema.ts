import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VISIT_METHODS } from '@gym/contracts/visits';
import { users } from '../../accounts/accounts.schema';
import { clubs } from '../club.schema';

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
