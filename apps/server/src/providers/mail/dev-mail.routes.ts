import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { notFound } from '../../lib/app-error';
import { type SafeHtml, markup } from '../../lib/html';
import { type OutboxMessage, OutboxReader } from './outbox';

/**
 * The development outbox at /dev/mail (docs/decisions/0008): registered outside production only, outside the
 * signed API scope (it is a page for a browser, like /docs). Everything shown is escaped; a message's HTML is
 * rendered in a sandboxed iframe (no scripts, no same-origin access) through an escaped srcdoc attribute.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LIST_LIMIT = 200;

const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'medium',
});

function formatSize(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

function attachmentUrl(id: string, position: number): string {
  return `/dev/mail/${id}/attachments/${position}`;
}

function page(title: string, body: SafeHtml): string {
  return markup`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          body {
            font:
              15px/1.45 system-ui,
              sans-serif;
            margin: 24px;
            color: #1b1b1b;
          }
          table {
            border-collapse: collapse;
            width: 100%;
          }
          th,
          td {
            text-align: left;
            padding: 6px 10px;
            border-bottom: 1px solid #ddd;
            vertical-align: top;
          }
          pre {
            white-space: pre-wrap;
            background: #f6f6f6;
            padding: 12px;
            border-radius: 4px;
          }
          iframe {
            width: 100%;
            height: 560px;
            border: 1px solid #ccc;
            border-radius: 4px;
          }
          dt {
            font-weight: 600;
          }
          dd {
            margin: 0 0 8px;
          }
          .note {
            color: #666;
          }
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html> `.value;
}

function sendPage(reply: FastifyReply, title: string, body: SafeHtml) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(page(title, body));
}

function listPage(messages: OutboxMessage[], usingOutbox: boolean): SafeHtml {
  const rows = messages.map(
    (message) =>
      markup`<tr>
        <td>${dateTime.format(message.createdAt)}</td>
        <td>${message.to}</td>
        <td><a href="/dev/mail/${message.id}">${message.subject}</a></td>
        <td>${message.attachments.map((attachment) => attachment.filename).join(', ')}</td>
      </tr>`,
  );
  return markup`<h1>Outbox</h1>
    <p class="note">
      E-mail kept instead of sent (development and test only), newest first, at most ${LIST_LIMIT}.
      ${usingOutbox ? '' : 'SMTP_URL is set, so new mail goes to the SMTP relay, not here.'} As JSON:
      <a href="/dev/mail.json">/dev/mail.json</a>.
    </p>
    ${
      messages.length === 0
        ? markup`<p>No messages yet.</p>`
        : markup`<table>
            <thead>
              <tr>
                <th>Time (${CLUB_TIME_ZONE})</th>
                <th>To</th>
                <th>Subject</th>
                <th>Attachments</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`
    }`;
}

function messagePage(message: OutboxMessage): SafeHtml {
  const attachments = message.attachments.map(
    (attachment) =>
      markup`<li>
        <a href="${attachmentUrl(message.id, attachment.position)}">${attachment.filename}</a>
        (${attachment.contentType}, ${formatSize(attachment.size)})
      </li>`,
  );
  // Links in the message open in a new tab: the sandbox keeps the iframe itself from navigating anything.
  const srcdoc = message.html === null ? null : `<base target="_blank">${message.html}`;
  return markup`<p><a href="/dev/mail">&larr; Outbox</a></p>
    <h1>${message.subject}</h1>
    <dl>
      <dt>To</dt>
      <dd>${message.to}</dd>
      <dt>Created</dt>
      <dd>${dateTime.format(message.createdAt)} (${CLUB_TIME_ZONE}), ${message.createdAt.toISOString()}</dd>
      <dt>Attachments</dt>
      <dd>
        ${
          attachments.length === 0
            ? 'none'
            : markup`<ul>
                ${attachments}
              </ul>`
        }
      </dd>
    </dl>
    <h2>Text</h2>
    <pre>${message.text}</pre>
    <h2>HTML</h2>
    ${
      srcdoc === null
        ? markup`<p>No HTML part.</p>`
        : markup`<iframe
            title="HTML part"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcdoc="${srcdoc}"
          ></iframe>`
    }`;
}

/** A Content-Disposition that keeps the name: an ASCII fallback plus the RFC 5987 UTF-8 form. */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*!]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const devMailRoutes: FastifyPluginAsync = async (app) => {
  const outbox = new OutboxReader(app.db, app.storage);
  const usingOutbox = app.mailer.kind === 'outbox';
  const hidden = { schema: { hide: true } };

  app.get<{ Querystring: { to?: string } }>('/dev/mail.json', hidden, async (request) => {
    const to = typeof request.query.to === 'string' && request.query.to !== '' ? request.query.to : undefined;
    const messages = await outbox.list({ to, limit: LIST_LIMIT });
    return {
      messages: messages.map((message) => ({
        ...message,
        createdAt: message.createdAt.toISOString(),
        attachments: message.attachments.map((attachment) => ({
          ...attachment,
          url: attachmentUrl(message.id, attachment.position),
        })),
      })),
    };
  });

  app.get('/dev/mail', hidden, async (_request, reply) =>
    sendPage(reply, 'Outbox', listPage(await outbox.list({ limit: LIST_LIMIT }), usingOutbox)),
  );

  app.get<{ Params: { id: string } }>('/dev/mail/:id', hidden, async (request, reply) => {
    const message = UUID.test(request.params.id) ? await outbox.find(request.params.id) : null;
    if (!message) throw notFound('No such message');
    return sendPage(reply, message.subject, messagePage(message));
  });

  app.get<{ Params: { id: string; n: string } }>('/dev/mail/:id/attachments/:n', hidden, async (request, reply) => {
    const { id, n } = request.params;
    const attachment = UUID.test(id) && /^\d{1,3}$/.test(n) ? await outbox.attachment(id, Number(n)) : null;
    if (!attachment) throw notFound('No such attachment');
    return reply
      .header('content-type', attachment.contentType)
      .header('content-disposition', attachmentDisposition(attachment.filename))
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('cache-control', 'no-store')
      .send(Buffer.from(attachment.bytes.buffer, attachment.bytes.byteOffset, attachment.bytes.byteLength));
  });
};
