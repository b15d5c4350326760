import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@gym/contracts/staff';
import { createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { clubs } from '../club/club.schema';

/**
 * The staff domain's tables (docs/decisions/0032): which clubs a front-desk or manager account works (the director
 * works every club and has no rows), and the audit log of staff actions.
 */
export const staffClubs = pgTable(
  'staff_clubs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clubId] })],
);

/**
 * One row per staff action, written in the transaction of the action itself, so neither exists without the other.
 * `before` and `after` are what the action changed, as the staff console shows it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').$type<AuditAction>().notNull(),
    /** The member (or staff account) the action was about. */
    subjectId: uuid('subject_id').references(() => users.id),
    clubId: text('club_id').references(() => clubs.id),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt),
    index('audit_events_subject_idx').on(table.subjectId, table.createdAt),
  ],
);
