import { assertContentType } from '../storage/storage';

export interface MailAttachment {
  /** The name the recipient sees, e.g. 'receipt.pdf'. */
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  /** One recipient address. */
  to: string;
  subject: string;
  /** The plain-text body; every message has one. */
  text: string;
  /** The HTML body, when there is one. */
  html?: string | null;
  attachments?: MailAttachment[];
}

export interface SentMail {
  /** The outbox row id, or the SMTP Message-ID. */
  id: string;
}

/**
 * Sends e-mail: through SMTP when SMTP_URL is set, otherwise into the outbox table
 * (docs/decisions/0008). Both validate the message the same way first.
 */
export interface Mailer {
  /** Where messages go: the outbox table (shown at /dev/mail) or an SMTP relay. */
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

export class InvalidMailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidMailError';
  }
}

const ADDRESS = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

export const MAX_ATTACHMENTS = 20;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Refuses what would make a broken or forged message: header injection, a list of recipients, empty parts. */
export function assertValidMail(message: MailMessage): void {
  if (!ADDRESS.test(message.to) || message.to.length > 254) throw new InvalidMailError('to must be one e-mail address');
  if (message.subject.trim() === '' || CONTROL.test(message.subject) || message.subject.length > 998) {
    throw new InvalidMailError('subject must be one non-empty line');
  }
  if (typeof message.text !== 'string') throw new InvalidMailError('text is required');
  const attachments = message.attachments ?? [];
  if (attachments.length > MAX_ATTACHMENTS) throw new InvalidMailError(`at most ${MAX_ATTACHMENTS} attachments`);
  for (const attachment of attachments) {
    const { filename, content } = attachment;
    if (filename.trim() === '' || filename.length > 255 || CONTROL.test(filename) || /[/\\]/.test(filename)) {
      throw new InvalidMailError(`attachment filename ${JSON.stringify(filename)} is not a plain file name`);
    }
    try {
      assertContentType(attachment.contentType);
    } catch {
      throw new InvalidMailError(`attachment ${filename} has an invalid content type`);
    }
    if (!(content instanceof Uint8Array)) throw new InvalidMailError(`attachment ${filename} has no bytes`);
    if (content.byteLength > MAX_ATTACHMENT_BYTES) throw new InvalidMailError(`attachment ${filename} is too large`);
  }
}
