import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Mailer, mailerFromConfig } from '../providers/mail';
import { type FileStorage, storageFromConfig } from '../providers/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Files: photos, signatures, PDFs, mail attachments (providers/storage: a bucket, the disk or memory). */
    storage: FileStorage;
    /** E-mail: SMTP when SMTP_URL is set, else the outbox (providers/mail, docs/decisions/0008). */
    mailer: Mailer;
  }
}

/** The mailer with every message counted as sent or failed (gym_emails_total). */
function countedMailer(mailer: Mailer, app: FastifyInstance): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        const sent = await mailer.send(message);
        app.metrics.emails.inc({ outcome: 'sent' });
        return sent;
      } catch (error) {
        app.metrics.emails.inc({ outcome: 'failed' });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}

/** app.storage and app.mailer, made from the configuration. */
export const mailStoragePlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const storage = await storageFromConfig(config);
    app.addHook('onClose', () => storage.close?.());
    // A wrong bucket or key stops the start with the variable to fix, not the first member's upload with a 500.
    await storage.verify?.();
    const mailer = mailerFromConfig(config, { db: app.db, storage });
    if (!config.SMTP_URL && config.NODE_ENV === 'production') {
      app.log.warn('SMTP_URL is not set: e-mail is kept in the mail_outbox table and not sent');
    }
    app.decorate('storage', storage);
    app.decorate('mailer', countedMailer(mailer, app));
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mail-storage', dependencies: ['database', 'metrics'] },
);
