import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestApp } from '../../test/app';
import { MemoryFileStorage } from '../storage/memory-storage';
import { InvalidMailError, type MailMessage } from './mailer';
import { OutboxMailer } from './outbox';
import { attachmentDisposition } from './dev-mail.routes';

async function pdf(line: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([300, 200]).drawText(line, { x: 20, y: 150, size: 12, font });
  return document.save();
}

interface JsonMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  attachments: { position: number; filename: string; contentType: string; size: number; url: string }[];
}

describeEachDatabase('mail outbox and /dev/mail', (ctx) => {
  let receipt: Uint8Array;
  let agreement: Uint8Array;
  let message: MailMessage;
  let id: string;

  beforeAll(async () => {
    receipt = await pdf('Receipt R-1001');
    agreement = await pdf('Membership agreement');
    message = {
      to: 'ada@example.com',
      subject: 'Welcome to <Bay Fit> & "friends"',
      text: 'Thanks for joining.\nSet your password: https://gym.test/new_password?token=abc&x=1',
      html: '<p class="x">Thanks for joining, <b>Ada</b> &amp; co.</p><script>alert("x")</script><a href="https://gym.test/new_password?token=abc&amp;x=1">Set your password</a>',
      attachments: [
        { filename: 'receipt.pdf', contentType: 'application/pdf', content: receipt },
        { filename: 'membership-agreement.pdf', contentType: 'application/pdf', content: agreement },
      ],
    };
    ({ id } = await ctx().app.mailer.send(message));
  });

  it('keeps the message with both attachments, listed as JSON', async () => {
    expect(ctx().app.mailer.kind).toBe('outbox');
    const response = await ctx().app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json() as { messages: JsonMessage[] };
    const found = messages.find((entry) => entry.id === id);
    expect(found).toMatchObject({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    expect(Date.parse(found!.createdAt)).not.toBeNaN();
    expect(found!.attachments).toEqual([
      {
        position: 0,
        filename: 'receipt.pdf',
        contentType: 'application/pdf',
        size: receipt.byteLength,
        url: `/dev/mail/${id}/attachments/0`,
      },
      {
        position: 1,
        filename: 'membership-agreement.pdf',
        contentType: 'application/pdf',
        size: agreement.byteLength,
        url: `/dev/mail/${id}/attachments/1`,
      },
    ]);
  });

  it('downloads each attachment with its bytes, content type and file name', async () => {
    for (const [n, bytes, filename] of [
      [0, receipt, 'receipt.pdf'],
      [1, agreement, 'membership-agreement.pdf'],
    ] as const) {
      const response = await ctx().app.inject({ method: 'GET', url: `/dev/mail/${id}/attachments/${n}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${filename}"; filename*=UTF-8''${filename}`,
      );
      expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
    }
  });

  it('lists messages newest first on an HTML page, everything escaped', async () => {
    const second = await ctx().app.mailer.send({ to: 'Bob@Example.com', subject: 'Second', text: 'later' });
    const response = await ctx().app.inject({ method: 'GET', url: '/dev/mail', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const body = response.body;
    expect(body).toContain('Welcome to &lt;Bay Fit&gt; &amp; &quot;friends&quot;');
    expect(body).not.toContain('<Bay Fit>');
    expect(body.indexOf(`/dev/mail/${second.id}`)).toBeGreaterThan(-1);
    expect(body.indexOf(`/dev/mail/${second.id}`)).toBeLessThan(body.indexOf(`/dev/mail/${id}`));

    const filtered = await ctx().app.inject({ method: 'GET', url: '/dev/mail.json?to=bob%40example.com' });
    expect((filtered.json() as { messages: JsonMessage[] }).messages.map((entry) => entry.id)).toEqual([second.id]);
    const all = (await ctx().app.inject({ method: 'GET', url: '/dev/mail.json' })).json() as {
      messages: JsonMessage[];
    };
    expect(all.messages.slice(0, 2).map((entry) => entry.id)).toEqual([second.id, id]);
  });

  it('shows one message: subject, to, text, the HTML in a sandboxed iframe, attachment links', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `/dev/mail/${id}` });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<h1>Welcome to &lt;Bay Fit&gt; &amp; &quot;friends&quot;</h1>');
    expect(body).toContain('<dd>ada@example.com</dd>');
    expect(body).toContain('Set your password: https://gym.test/new_password?token=abc&amp;x=1');
    const iframe = /<iframe\s[^>]*>/.exec(body)?.[0] ?? '';
    expect(iframe).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    const srcdoc = /srcdoc="([^"]*)"/.exec(iframe)?.[1];
    // The attribute holds the message's HTML, escaped, so that nothing in it can end the attribute or the tag.
    expect(srcdoc).toBe(
      '&lt;base target=&quot;_blank&quot;&gt;' +
        (message.html ?? '')
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#39;'),
    );
    expect(body).not.toContain('<script>');
    expect(body).toContain(`<a href="/dev/mail/${id}/attachments/0">receipt.pdf</a>`);
    expect(body).toContain(`<a href="/dev/mail/${id}/attachments/1">membership-agreement.pdf</a>`);
  });

  it('answers 404 for an unknown message or attachment, and for ids that are not ids', async () => {
    for (const url of [
      '/dev/mail/00000000-0000-4000-8000-000000000000',
      '/dev/mail/not-a-uuid',
      `/dev/mail/${id}/attachments/2`,
      `/dev/mail/${id}/attachments/x`,
      `/dev/mail/${id}/attachments/-1`,
      '/dev/mail/00000000-0000-4000-8000-000000000000/attachments/0',
    ]) {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('needs no request signature (a browser page, outside the API scope)', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(response.statusCode).toBe(200);
  });
});

describe('/dev/mail in production', () => {
  let app: Awaited<ReturnType<typeof startTestApp>> | undefined;
  beforeAll(async () => {
    app = await startTestApp('pglite', {
      NODE_ENV: 'production',
      REQUEST_SIGNING_KEY: 'a-production-signing-key',
      JWT_SECRET: 'a-production-jwt-secret-of-32-chars-or-more',
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('does not exist', async () => {
    const { app: fastify } = app!.context;
    await fastify.mailer.send({ to: 'ada@example.com', subject: 'Kept, not shown', text: 'x' });
    for (const url of ['/dev/mail', '/dev/mail.json']) {
      const response = await fastify.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Kept, not shown');
    }
  });
});

describe('OutboxMailer', () => {
  const valid: MailMessage = { to: 'ada@example.com', subject: 'Hi', text: 'Hello' };

  it('removes the stored attachments when the transaction fails', async () => {
    const storage = new MemoryFileStorage();
    const failingDb = {
      transaction: async () => {
        throw new Error('database down');
      },
    };
    const mailer = new OutboxMailer(failingDb as never, storage);
    const attachment = { filename: 'a.pdf', contentType: 'application/pdf', content: new Uint8Array([1]) };
    await expect(mailer.send({ ...valid, attachments: [attachment, attachment] })).rejects.toThrow('database down');
    expect(storage.size).toBe(0);
  });

  it.each<[string, Partial<MailMessage>]>([
    ['two recipients', { to: 'a@example.com, b@example.com' }],
    ['a name in the address', { to: 'Ada <ada@example.com>' }],
    ['a header in the subject', { subject: 'Hi\r\nBcc: eve@example.com' }],
    ['an empty subject', { subject: ' ' }],
    [
      'a path as a file name',
      { attachments: [{ filename: '../x.pdf', contentType: 'application/pdf', content: new Uint8Array() }] },
    ],
    ['a bad content type', { attachments: [{ filename: 'x.pdf', contentType: 'pdf', content: new Uint8Array() }] }],
  ])('refuses %s before storing anything', async (_name, change) => {
    const storage = new MemoryFileStorage();
    const mailer = new OutboxMailer({} as never, storage);
    await expect(mailer.send({ ...valid, ...change })).rejects.toBeInstanceOf(InvalidMailError);
    expect(storage.size).toBe(0);
  });
});

describe('attachmentDisposition', () => {
  it('keeps an ASCII name and encodes any other for filename*', () => {
    expect(attachmentDisposition('receipt.pdf')).toBe(
      `attachment; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`,
    );
    expect(attachmentDisposition('reçu "1".pdf')).toBe(
      `attachment; filename="re_u _1_.pdf"; filename*=UTF-8''re%C3%A7u%20%221%22.pdf`,
    );
  });
});
