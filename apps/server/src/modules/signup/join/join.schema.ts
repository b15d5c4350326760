import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/accounts.schema';
import { charges } from '../../membership/membership.schema';

/** The join's exactly-once records (docs/decisions/0009, 0023): one submission per wizard run, one attempt per card. */

export const JOIN_SUBMISSION_STATUSES = ['pending', 'succeeded'] as const;

/** One wizard run (its idempotency key): pending until one attempt succeeds, then its answer forever. */
export const joinSubmissions = pgTable(
  'join_submissions',
  {
    runKey: uuid('run_key').primaryKey(),
    status: text('status', { enum: JOIN_SUBMISSION_STATUSES }).notNull().default('pending'),
    userId: uuid('user_id').references(() => users.id),
    chargeId: uuid('charge_id').references(() => charges.id),
    /** The success answer, without the join token (a fresh one is made for every answer). */
    answer: jsonb('answer').$type<unknown>(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** The confirmation e-mail: claimed by one sender at a time, then sent once. */
    confirmationClaimedAt: timestamp('confirmation_claimed_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('join_submissions_user_idx').on(table.userId),
    index('join_submissions_unconfirmed_idx')
      .on(table.succeededAt)
      .where(sql`${table.status} = 'succeeded' and ${table.confirmationSentAt} is null`),
  ],
);

export const JOIN_ATTEMPT_STATUSES = ['pending', 'succeeded', 'declined', 'failed', 'refunded'] as const;
export type JoinAttemptStatus = (typeof JOIN_ATTEMPT_STATUSES)[number];

/**
 * One card tried in one run. `pending` from before the provider is called until its outcome is known and
 * written; at most one attempt of a run is pending at a time.
 */
export const joinAttempts = pgTable(
  'join_attempts',
  {
    runKey: uuid('run_key')
      .notNull()
      .references(() => joinSubmissions.runKey),
    cardToken: text('card_token').notNull(),
    providerKey: text('provider_key').notNull().unique(),
    kind: text('kind', { enum: ['new', 'existing'] }).notNull(),
    /**
     * Who joins: 'email:<trimmed lower-case e-mail>' for a new person, 'member:<member number>' for a former
     * member. A pending attempt is that person's (and its card token's) claim: one at a time (docs/decisions/0023).
     */
    personKey: text('person_key').notNull(),
    status: text('status', { enum: JOIN_ATTEMPT_STATUSES }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    /** The request body as sent (without the ignored portal password): what the join is made of. */
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** The plan and amounts charged for, computed when the attempt was made. */
    quote: jsonb('quote').$type<unknown>().notNull(),
    /** Brand, last four, expiry and name on the card, as the provider and the sign-up gave them. */
    card: jsonb('card').$type<unknown>().notNull(),
    providerChargeId: text('provider_charge_id'),
    /** The provider's decline text, or why the attempt failed. */
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.runKey, table.cardToken] }),
    uniqueIndex('join_attempts_one_pending_idx')
      .on(table.runKey)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex('join_attempts_one_pending_person_idx')
      .on(table.personKey)
      .where(sql`${table.status} = 'pending'`),
    // 'run:' person keys name attempts left pending by two runs at once before migration 0008: not claims.
    uniqueIndex('join_attempts_one_pending_card_idx')
      .on(table.cardToken)
      .where(sql`${table.status} = 'pending' and ${table.personKey} not like 'run:%'`),
    index('join_attempts_pending_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
