import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MEMBER_STATUSES, USER_ROLES } from '@gym/contracts/auth';
import { LOCALES } from '@gym/contracts/i18n/locales';
import { createdAt } from '../../db/columns';
import { clubs } from '../club/club.schema';

/** The accounts domain's tables: the account (member, trainer, director), password links, vaccine records. */

export { MEMBER_STATUSES, USER_ROLES, type UserRole } from '@gym/contracts/auth';
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member number the specification calls caID / idCA: digits only, shown to members. */
    memberNumber: integer('member_number').notNull().unique().generatedByDefaultAsIdentity({ startWith: 200_000 }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('member'),
    memberStatus: text('member_status', { enum: MEMBER_STATUSES }).notNull().default('prospect'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    birthday: date('birthday'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    homeClubId: text('home_club_id').references(() => clubs.id),
    /** The profile photo in file storage (JPEG), from the join's photo upload. */
    photoKey: text('photo_key'),
    /** A family member signs in with the primary member's e-mail and their own member number. */
    primaryUserId: uuid('primary_user_id'),
    scanCode: text('scan_code').notNull().unique(),
    /**
     * Member tokens carry it (claim `sv`); a password reset, set-password or change adds one, which ends every
     * token issued before it (docs/decisions/0020).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * The account's language (docs/decisions/0039): its e-mails and documents are written in it. The join stores
     * the language it ran in; the member's switcher changes it (PUT /contacts/language).
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** A staff account the director has deactivated: it cannot sign in, and its sessions ended then. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_email_idx').on(sql`lower(${table.email})`),
    index('users_primary_user_idx').on(table.primaryUserId),
    // A club's members, for the staff console's per-club figures and lists (docs/decisions/0034).
    index('users_home_club_idx').on(table.homeClubId),
    // The staff's member search matches names by trigrams (pg_trgm), typos and all (docs/decisions/0032).
    index('users_name_trgm_idx').using('gin', sql`lower(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`),
  ],
);

export const PASSWORD_TOKEN_PURPOSES = ['set-password', 'reset-password'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** Single-use password links: only the SHA-256 of the token is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_tokens_user_idx').on(table.userId)],
);

export const VACCINE_RECORD_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type VaccineRecordStatus = (typeof VACCINE_RECORD_STATUSES)[number];

/** One uploaded proof of vaccination (image or PDF in file storage); the newest decides the member's status. */
export const vaccineRecords = pgTable(
  'vaccine_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    status: text('status', { enum: VACCINE_RECORD_STATUSES }).notNull().default('pending'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** What the reviewer told the member when rejecting (e-mailed to them); null unless rejected. */
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    index('vaccine_records_user_idx').on(table.userId, table.createdAt),
    index('vaccine_records_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
