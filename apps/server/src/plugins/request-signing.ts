import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNATURE_MESSAGES } from '@gym/contracts/errors';
import { MAX_CLOCK_SKEW_MS, SIGNATURE_HEADER, TIMESTAMP_HEADER, signingInput } from '@gym/contracts/signing';
import { AppError } from '../lib/app-error';

/** HMAC-SHA256 written in hex: 64 digits, either case (the SPA sends upper case). */
const SIGNATURE_HEX = /^[0-9a-fA-F]{64}$/;
const TIMESTAMP = /^\d{1,16}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Why the request's signature is refused, or null when it is fresh and valid. */
function signatureProblem(request: FastifyRequest, key: Buffer, now: number): AppError | null {
  const timestamp = header(request, TIMESTAMP_HEADER);
  const signature = header(request, SIGNATURE_HEADER);
  if (!timestamp || !signature) return new AppError('BAD_SIGNATURE', SIGNATURE_MESSAGES.missing);
  if (!TIMESTAMP.test(timestamp) || Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_MS) {
    return new AppError('BAD_SIGNATURE', SIGNATURE_MESSAGES.stale);
  }
  if (!SIGNATURE_HEX.test(signature)) return new AppError('BAD_SIGNATURE', SIGNATURE_MESSAGES.invalid);
  // The same HMAC as the contract's computeSignature, but node:crypto's synchronous one: WebCrypto's is a
  // thread-pool job and a promise per request, a large share of a small answer's cost under load. The 32 bytes
  // are compared, so the hex's case does not matter and nothing is upper-cased or copied.
  const expected = createHmac('sha256', key)
    .update(signingInput(request.method, request.url, timestamp))
    .digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
    ? null
    : new AppError('BAD_SIGNATURE', SIGNATURE_MESSAGES.invalid);
}

/**
 * Refuses API requests without a fresh, valid signature (decisions.md item 10).
 * Registered inside the API scope only: static files, the health check and /docs stay unsigned.
 */
export const requestSigningPlugin = fp<{ key: string; now?: () => number }>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? Date.now;
    const key = Buffer.from(options.key, 'utf8');
    // A callback hook, not an async one: it has nothing to wait for, and each promise costs under load.
    app.addHook('onRequest', (request, _reply, done) => {
      done(signatureProblem(request, key, now()) ?? undefined);
    });
  },
  { name: 'request-signing', dependencies: ['errors'] },
);
