import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/accounts.schema';
import { visits } from '../visits/visits.schema';

/** The rotating check-in code's tables (docs/decisions/0036). */

/**
 * The secret a member's signed-in devices compute their check-in codes from. It must be kept as it is (the desk
 * computes the same codes), so it is never sent anywhere but to the member's own session. One per account: a new
 * one replaces it, and a sign-out everywhere or a password change deletes it, so the codes of every device stop.
 */
export const checkInSecrets = pgTable('check_in_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  /** CHECK_IN_SECRET_BYTES random bytes, base64url. */
  secret: text('secret').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});

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
