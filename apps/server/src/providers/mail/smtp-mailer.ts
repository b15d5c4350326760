import nodemailer, { type Transporter } from 'nodemailer';
import { type MailMessage, type Mailer, type SentMail, assertValidMail } from './mailer';

/** Mail through an SMTP relay at SMTP_URL (smtp:// or smtps://, credentials in the URL), from MAIL_FROM. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<SentMail> {
    assertValidMail(message);
    const info = await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      attachments: (message.attachments ?? []).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength),
      })),
    });
    return { id: String(info.messageId) };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
