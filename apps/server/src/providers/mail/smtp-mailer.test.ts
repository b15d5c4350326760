import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { SmtpMailer } from './smtp-mailer';

interface Received {
  mailFrom: string | undefined;
  rcptTo: string[];
  user: string | undefined;
  raw: string;
}

interface MimePart {
  headers: string;
  body: string;
}

/** Just enough MIME to find the leaves of a nodemailer message: headers unfolded, multipart split by boundary. */
function mimeLeaves(entity: string): MimePart[] {
  const split = entity.indexOf('\r\n\r\n');
  const headers = entity.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = entity.slice(split + 4);
  const boundary = /content-type:\s*multipart\/[^\r\n]*boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => mimeLeaves(part.replace(/^\r\n/, '')));
}

function header(part: MimePart, name: string): string | undefined {
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(part.headers)?.[1];
}

describe('SmtpMailer against a real SMTP peer', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
        return callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            mailFrom: mailFrom ? mailFrom.address : undefined,
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const receipt = new TextEncoder().encode('%PDF-1.7\nreceipt bytes\x00\x01\x02\xff\n%%EOF');
  const agreement = Uint8Array.from({ length: 3000 }, (_, index) => (index * 7) % 256);

  it('delivers the envelope, subject, both bodies and both attachments, authenticating from the URL', async () => {
    const mailer = new SmtpMailer(`smtp://mailer:s3cret@127.0.0.1:${port}`, '"Bay Fit Clubs" <support@example.com>');
    try {
      const sent = await mailer.send({
        to: 'ada@example.com',
        subject: 'Welcome to Bay Fit Clubs — your documents',
        text: 'Thanks for joining.',
        html: '<p>Thanks for joining.</p>',
        attachments: [
          { filename: 'receipt.pdf', contentType: 'application/pdf', content: receipt },
          { filename: 'membership-agreement.pdf', contentType: 'application/pdf', content: agreement },
        ],
      });
      expect(sent.id).toMatch(/^<.+@.+>$/);
    } finally {
      await mailer.close();
    }

    const mail = received.at(-1)!;
    expect(mail.mailFrom).toBe('support@example.com');
    expect(mail.rcptTo).toEqual(['ada@example.com']);
    expect(mail.user).toBe('mailer');

    const [top] = mimeLeaves(mail.raw);
    expect(top).toBeDefined();
    const topHeaders = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(topHeaders).toMatch(/^From: "?Bay Fit Clubs"? <support@example.com>$/m);
    expect(topHeaders).toMatch(/^To: ada@example.com$/m);
    // Non-ASCII subjects are sent as RFC 2047 encoded words.
    const subject = /^Subject: (.*)$/m.exec(topHeaders)?.[1] ?? '';
    const decoded = subject.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            'latin1',
          ).toString('utf8'),
    );
    expect(decoded).toBe('Welcome to Bay Fit Clubs — your documents');

    const leaves = mimeLeaves(mail.raw);
    expect(leaves.some((part) => header(part, 'Content-Type')?.startsWith('text/plain'))).toBe(true);
    expect(leaves.some((part) => header(part, 'Content-Type')?.startsWith('text/html'))).toBe(true);
    const attachments = leaves.filter((part) => /attachment/i.test(header(part, 'Content-Disposition') ?? ''));
    expect(
      attachments.map((part) => /filename="?([^";]+)"?/.exec(header(part, 'Content-Disposition') ?? '')?.[1]),
    ).toEqual(['receipt.pdf', 'membership-agreement.pdf']);
    for (const [part, bytes] of [
      [attachments[0]!, receipt],
      [attachments[1]!, agreement],
    ] as const) {
      expect(header(part, 'Content-Type')).toMatch(/^application\/pdf/);
      expect(header(part, 'Content-Transfer-Encoding')).toBe('base64');
      expect(new Uint8Array(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'))).toEqual(bytes);
    }
  });

  describe('in the app', () => {
    let app: Awaited<ReturnType<typeof startTestApp>> | undefined;
    beforeAll(async () => {
      // No demo accounts: hashing their passwords is the slow part of starting, and no test here needs them.
      app = await startTestApp('pglite', {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Gym <no-reply@gym.test>',
        SEED_DEMO_DATA: 'false',
      });
    });
    afterAll(async () => {
      await app?.stop();
    });

    it('is what app.mailer uses when SMTP_URL is set, from MAIL_FROM', async () => {
      const { app: fastify } = app!.context;
      expect(fastify.mailer.kind).toBe('smtp');
      await fastify.mailer.send({ to: 'bob@example.com', subject: 'Through the app', text: 'Hello' });
      const mail = received.at(-1)!;
      expect(mail.mailFrom).toBe('no-reply@gym.test');
      expect(mail.rcptTo).toEqual(['bob@example.com']);
      expect(mail.raw).toMatch(/^Subject: Through the app$/m);
      const page = await fastify.inject({ method: 'GET', url: '/dev/mail' });
      expect(page.body).toContain('SMTP_URL is set');
    });
  });

  it('fails when the relay refuses the credentials', async () => {
    const mailer = new SmtpMailer(`smtp://mailer:wrong@127.0.0.1:${port}`, 'support@example.com');
    try {
      await expect(mailer.send({ to: 'ada@example.com', subject: 'x', text: 'x' })).rejects.toThrow();
    } finally {
      await mailer.close();
    }
  });
});
