import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts.schema';

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
