import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** The development outbox (docs/decisions/0008). */

/**
 * E-mail kept instead of sent when no SMTP_URL is configured (docs/decisions/0008): one row per message,
 * readable at /dev/mail outside production.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

/** An outbox message's attachments; the bytes are in file storage under storage_key. */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    /** 0, 1, ... in the order the message lists them. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.position] })],
);
