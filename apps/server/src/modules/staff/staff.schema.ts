import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@gym/contracts/staff';
import { createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { clubs } from '../club/club.schema';
import { signupTracking } from '../signup/signup.schema';

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

/** A note the staff keep on a member's page (docs/decisions/0034): who wrote it and when; never edited. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('member_notes_member_idx').on(table.memberId, table.createdAt)],
);

export const FOLLOW_UP_KINDS = ['contacted', 'reminder-sent'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/**
 * The follow-ups page's marks (docs/decisions/0034): an abandoned sign-up or a past-due member marked contacted, or
 * sent a reminder, by whom and when. Exactly one of the sign-up and the member is set.
 */
export const followUpContacts = pgTable(
  'follow_up_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FOLLOW_UP_KINDS }).notNull(),
    signupId: uuid('signup_id').references(() => signupTracking.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id').references(() => users.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('follow_up_contacts_signup_idx').on(table.signupId, table.createdAt),
    index('follow_up_contacts_member_idx').on(table.memberId, table.createdAt),
    check('follow_up_contacts_one_subject', sql`(${table.signupId} is null) <> (${table.memberId} is null)`),
  ],
);
