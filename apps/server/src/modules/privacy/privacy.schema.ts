import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRIVACY_REQUEST_KINDS } from '@gym/contracts/privacy';
import { createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { clubs } from '../club/club.schema';

/**
 * The privacy domain's table (docs/decisions/0054): a member's request under the CPRA, received, due 45 days
 * later, completed by a manager or the director. The request keeps the name and number the member had, so the
 * record of it (which the CPRA regulations keep for 24 months) still says whose it was once the account is
 * anonymised. One open request of a kind per member.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    memberName: text('member_name').notNull(),
    memberNumber: integer('member_number').notNull(),
    /** The member's home club when received: whose managers handle it. */
    clubId: text('club_id').references(() => clubs.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id),
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('privacy_requests_one_open_idx')
      .on(table.userId, table.kind)
      .where(sql`${table.completedAt} is null`),
    index('privacy_requests_due_idx').on(table.completedAt, table.dueAt),
  ],
);
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
