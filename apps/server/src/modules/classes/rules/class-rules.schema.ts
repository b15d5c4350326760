import { sql } from 'drizzle-orm';
import { check, integer, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CLASS_PENALTIES } from '@gym/contracts/class-rules';
import { users } from '../../accounts/accounts.schema';
import { clubs } from '../../club/club.schema';
import { classTypes } from '../classes.schema';

/**
 * A club's booking rules for its classes (no class type), or for one class type of it (docs/decisions/0052). A
 * club with no row has the defaults (DEFAULT_CLASS_RULES); a class type's row replaces the club's whole.
 */
export const classRules = pgTable(
  'class_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clubId: text('club_id')
      .notNull()
      .references(() => clubs.id),
    classTypeId: text('class_type_id').references(() => classTypes.id),
    opensDaysBefore: integer('opens_days_before').notNull(),
    lateCancelHours: integer('late_cancel_hours').notNull(),
    maxUpcoming: integer('max_upcoming').notNull(),
    maxPerDay: integer('max_per_day').notNull(),
    penalty: text('penalty', { enum: CLASS_PENALTIES }).notNull(),
    feeCents: integer('fee_cents'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('class_rules_club_type_idx').on(table.clubId, sql`coalesce(${table.classTypeId}, '')`),
    check(
      'class_rules_fee',
      sql`(${table.penalty} = 'fee') = (${table.feeCents} is not null and ${table.feeCents} > 0)`,
    ),
  ],
);

/**
 * Each session's rules as its club set them (its class type's row, else the club's), every column null where the
 * club set none: the readers fill in the defaults (`rulesOf`). A view (migration 0029), so every query that needs a
 * session's rules (a booking, a cancel, the opening draw) asks the one lookup.
 */
export const classSessionRules = pgView('class_session_rules', {
  sessionId: uuid('session_id').notNull(),
  opensDaysBefore: integer('opens_days_before'),
  lateCancelHours: integer('late_cancel_hours'),
  maxUpcoming: integer('max_upcoming'),
  maxPerDay: integer('max_per_day'),
  penalty: text('penalty', { enum: CLASS_PENALTIES }),
  feeCents: integer('fee_cents'),
}).existing();
