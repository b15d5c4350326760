import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SIGNATURE_MESSAGES } from '@gym/contracts/errors';
import { MAX_CLOCK_SKEW_MS, SIGNATURE_HEADER, TIMESTAMP_HEADER, computeSignature } from '@gym/contracts/signing';
import { AppError } from '../lib/app-error';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Refuses API requests without a fresh, valid signature (decisions.md item 10).
 * Registered inside the API scope only: static files, the health check and /docs stay unsigned.
 */
export const requestSigningPlugin = fp<{ key: string; now?: () => number }>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? Date.now;
    app.addHook('onRequest', async (request) => {
      const timestamp = header(request, TIMESTAMP_HEADER);
      const signature = header(request, SIGNATURE_HEADER);
      if (!timestamp || !signature) throw new AppError('BAD_SIGNATURE', SIGNATURE_MESSAGES.missing);
      const sentAt = Number(timestamp);
      if (!/^\d{1,16}$/.test(timestamp) || Math.abs(now() - sentAt) > MAX_CLOCK_SKEW_MS) {
        throw new AppError('BAD_SIGNATURE', SIGNATURE_MESSAGES.stale);
      }
      const expected = await computeSignature(options.key, request.method, request.url, timestamp);
      if (!sameSignature(expected, signature)) throw new AppError('BAD_SIGNATURE', SIGNATURE_MESSAGES.invalid);
    });
  },
  { name: 'request-signing', dependencies: ['errors'] },
);
