import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { FileStorage } from '../storage/storage';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp-mailer';

export * from './mailer';
export { OutboxMailer, OutboxReader, type OutboxMessage, type OutboxAttachment } from './outbox';
export { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set; otherwise the outbox table, with attachments in file storage. */
export function mailerFromConfig(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  dependencies: { db: Database; storage: FileStorage },
): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(dependencies.db, dependencies.storage);
}
