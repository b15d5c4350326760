import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';
import { users } from '../../accounts/accounts.schema';
import { clubs } from '../../club/club.schema';
import { memberships } from '../membership.schema';

/**
 * A day pass a member gives a guest (the Premier plan's two a month, counted per billing period): a single-use
 * code e-mailed to the guest as a QR code, scanned at the front desk like a member's code.
 */
export const guestPasses = pgTable(
  'guest_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    /** The month it counts against (YYYY-MM-01, club time). */
    period: date('period').notNull(),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    code: text('code').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedClubId: text('used_club_id').references(() => clubs.id),
    createdAt: createdAt(),
  },
  (table) => [index('guest_passes_membership_period_idx').on(table.membershipId, table.period)],
);
