import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../accounts/accounts.schema';

/** Chat messages and video calls. */

/** A chat message between a member and a trainer or the director (isDirector marks the director's side). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    /** A photo message: the image in file storage. */
    photoKey: text('photo_key'),
    isDirector: boolean('is_director').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_pair_idx').on(table.senderId, table.receiverId, table.createdAt),
    index('messages_receiver_unread_idx')
      .on(table.receiverId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** A video call a trainer (or the director) started with a member; GET /calls?callId= reads its two ids. */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id),
    calleeId: uuid('callee_id')
      .notNull()
      .references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('calls_callee_idx').on(table.calleeId, table.createdAt)],
);
