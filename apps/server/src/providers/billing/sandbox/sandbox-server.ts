import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { type FrameCardMessage, SANDBOX_TEST_CARDS, frameCardMessageSchema } from '@gym/contracts/billing';
import type { BillingSandboxCardBehaviour } from '../../../db/schema';
import { type CheckedCard, checkCard, maskCardNumber } from './public/card-rules';
import type { SandboxRepository } from './sandbox.repository';

const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

/** The hosted page's files, read once. The page has no inline script or style: its CSP allows neither. */
const ASSETS = {
  'card-page.js': 'text/javascript; charset=utf-8',
  'card-rules.js': 'text/javascript; charset=utf-8',
  'frame-style.js': 'text/javascript; charset=utf-8',
  'card-page.css': 'text/css; charset=utf-8',
} as const;

/**
 * Everything the sandbox logs goes through a logger that redacts card fields, should one ever be logged.
 * Fastify itself never logs request bodies, and the handlers here log none.
 */
export const SANDBOX_LOG_REDACT = [
  'body',
  'req.body',
  'number',
  'cvc',
  'expiry',
  '*.number',
  '*.cvc',
  '*.expiry',
  'err.body',
];

const tokenBodySchema = z.strictObject({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  /** The name on the card, for a frame that asks for it; the hosted page does not (our dialog does). */
  name: z.string().trim().max(100).optional(),
});

export interface SandboxServerOptions {
  repository: SandboxRepository;
  logger: FastifyBaseLogger;
  /** The origin this server is reached at, as the frame URL names it. */
  ownOrigin(): string;
  /** The parent origins allowed to frame the card page (the app's own origins). */
  parentOrigins(): string[];
  now(): Date;
}

/** The card's test behaviour in the sandbox (decisions.md item 7; docs/decisions/0007). */
export function behaviourOf(digits: string): BillingSandboxCardBehaviour {
  if (digits === SANDBOX_TEST_CARDS.decline) return 'decline';
  if (digits === SANDBOX_TEST_CARDS.timeout) return 'timeout';
  return 'approve';
}

/**
 * The current month for the expiry check, as it is anywhere on Earth (UTC-12): the provider does not know
 * the card holder's time zone, so a card is refused only once its month has ended everywhere.
 */
export function earliestCurrentMonth(now: Date): { year: number; month: number } {
  const behind = new Date(now.getTime() - 12 * 60 * 60 * 1000);
  return { year: behind.getUTCFullYear(), month: behind.getUTCMonth() + 1 };
}

export function frameCardMessage(card: CheckedCard, token: string): FrameCardMessage {
  const month = String(card.expMonth).padStart(2, '0');
  const year = String(card.expYear);
  return frameCardMessageSchema.parse({
    cc_number: maskCardNumber(card.digits),
    expiration_year: year,
    expiration_month: month,
    cardConnect_expiry: `${month}${year.slice(2)}`,
    cc_merchant_unique_id: token,
    expiration_date: `${month}/${year.slice(2)}`,
    i4go_cardtype: card.type,
  });
}

export function contentSecurityPolicy(parentOrigins: string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${parentOrigins.length > 0 ? parentOrigins.join(' ') : "'none'"}`,
    "require-trusted-types-for 'script'",
  ].join('; ');
}

function providerError(reply: FastifyReply, status: number, code: string, message: string, field?: string) {
  return reply.status(status).send({ error: { code, message, ...(field ? { field } : {}) } });
}

/**
 * The sandbox provider's own web server, on its own origin: the hosted card page and the endpoint that turns
 * a card into a token. Built (and testable with inject) without listening; the billing plugin makes it listen
 * when the app does.
 */
export async function buildSandboxServer(options: SandboxServerOptions): Promise<FastifyInstance> {
  const server = Fastify({
    loggerInstance: options.logger,
    bodyLimit: 4096,
    genReqId: () => crypto.randomUUID(),
  });

  const pageHtml = fs.readFileSync(path.join(PUBLIC_DIR, 'card.html'), 'utf8');
  const assets = new Map(
    Object.entries(ASSETS).map(([name, type]) => [name, { type, body: fs.readFileSync(path.join(PUBLIC_DIR, name)) }]),
  );

  server.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
  });

  server.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    // The error alone, never the request: its body may be a card.
    if (status >= 500) request.log.error({ err: error }, 'sandbox request failed');
    return providerError(
      reply,
      status,
      status >= 500 ? 'internal' : 'invalid_request',
      status >= 500 ? 'The card could not be saved. Please try again.' : 'The request could not be read.',
    );
  });
  server.setNotFoundHandler((_request, reply) => providerError(reply, 404, 'not_found', 'Not found'));

  server.get<{ Querystring: { parentOrigin?: string } }>('/card', async (request, reply) => {
    const parentOrigins = options.parentOrigins();
    reply
      .header('content-security-policy', contentSecurityPolicy(parentOrigins))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    const parentOrigin = request.query.parentOrigin;
    if (typeof parentOrigin !== 'string' || !parentOrigins.includes(parentOrigin)) {
      return reply
        .status(400)
        .send('<!doctype html><html lang="en"><title>Card details</title><p>This card form cannot be shown here.</p>');
    }
    return reply.send(pageHtml);
  });

  server.get<{ Params: { name: string } }>('/assets/:name', async (request, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return providerError(reply, 404, 'not_found', 'Not found');
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body);
  });

  server.post('/v1/tokens', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== options.ownOrigin()) {
      return providerError(reply, 403, 'forbidden_origin', 'Cards are accepted from the card page only.');
    }
    const body = tokenBodySchema.safeParse(request.body);
    if (!body.success) return providerError(reply, 400, 'invalid_request', 'The card details could not be read.');

    const checked = checkCard(body.data, earliestCurrentMonth(options.now()));
    if (!checked.ok) {
      const [first] = checked.errors;
      return reply.status(400).send({ error: { code: 'invalid_card', ...first }, errors: checked.errors });
    }

    const { card } = checked;
    const token = `tok_${randomBytes(18).toString('base64url')}`;
    // The token, brand, last four and expiry: never the number or the CVC.
    await options.repository.insertCard({
      token,
      brand: card.type,
      last4: card.digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      billingName: body.data.name || null,
      behaviour: behaviourOf(card.digits),
    });
    // The token is a credential for our API's card calls: the log says a card was tokenised, not which.
    request.log.info({ brand: card.type }, 'card tokenised');
    return reply.header('cache-control', 'no-store').send(frameCardMessage(card, token));
  });

  await server.ready();
  return server;
}
