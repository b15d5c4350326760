import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, mailOutboxAttachments } from '../../db/schema';
import type { FileStorage, StoredFile } from '../storage/storage';
import { type MailMessage, type Mailer, type SentMail, assertValidMail } from './mailer';

/** Where an outbox attachment's bytes live in file storage. */
export function outboxAttachmentKey(messageId: string, position: number): string {
  return `mail-outbox/${messageId}/${position}`;
}

/**
 * Mail kept instead of sent (no SMTP_URL): the attachments go to file storage first, then the message and its
 * attachment rows in one transaction, so that a listed message never lacks a file. If the transaction fails the
 * files are removed again; a crash in between can leave an unreferenced file, never a dangling row.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    assertValidMail(message);
    const id = randomUUID();
    const attachments = (message.attachments ?? []).map((attachment, position) => ({
      ...attachment,
      position,
      key: outboxAttachmentKey(id, position),
    }));
    try {
      for (const attachment of attachments) {
        await this.storage.put(attachment.key, attachment.content, attachment.contentType);
      }
      await this.db.transaction(async (tx) => {
        await tx.insert(mailOutbox).values({
          id,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        });
        if (attachments.length > 0) {
          await tx.insert(mailOutboxAttachments).values(
            attachments.map((attachment) => ({
              messageId: id,
              position: attachment.position,
              filename: attachment.filename,
              contentType: attachment.contentType,
              size: attachment.content.byteLength,
              storageKey: attachment.key,
            })),
          );
        }
      });
    } catch (error) {
      await Promise.allSettled(attachments.map((attachment) => this.storage.delete(attachment.key)));
      throw error;
    }
    return { id };
  }

  async close(): Promise<void> {}
}

export interface OutboxAttachment {
  position: number;
  filename: string;
  contentType: string;
  size: number;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
  attachments: OutboxAttachment[];
}

/** Reads the outbox for /dev/mail. */
export class OutboxReader {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  /** Newest first; `to` filters by recipient, ignoring case. */
  async list(options: { to?: string; limit: number }): Promise<OutboxMessage[]> {
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(options.to ? eq(sql`lower(${mailOutbox.to})`, options.to.toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(options.limit);
    return this.withAttachments(rows);
  }

  async find(id: string): Promise<OutboxMessage | null> {
    const rows = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const [message] = await this.withAttachments(rows);
    return message ?? null;
  }

  /** The attachment's name and stored bytes, or null when the message or the attachment is not there. */
  async attachment(id: string, position: number): Promise<(OutboxAttachment & StoredFile) | null> {
    const [row] = await this.db
      .select()
      .from(mailOutboxAttachments)
      .where(and(eq(mailOutboxAttachments.messageId, id), eq(mailOutboxAttachments.position, position)));
    if (!row) return null;
    const file = await this.storage.get(row.storageKey);
    if (!file) return null;
    return {
      position: row.position,
      filename: row.filename,
      size: row.size,
      contentType: row.contentType,
      bytes: file.bytes,
    };
  }

  private async withAttachments(rows: (typeof mailOutbox.$inferSelect)[]): Promise<OutboxMessage[]> {
    if (rows.length === 0) return [];
    const attachments = await this.db
      .select()
      .from(mailOutboxAttachments)
      .where(
        inArray(
          mailOutboxAttachments.messageId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(mailOutboxAttachments.position));
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdAt: row.createdAt,
      attachments: attachments
        .filter((attachment) => attachment.messageId === row.id)
        .map(({ position, filename, contentType, size }) => ({ position, filename, contentType, size })),
    }));
  }
}
