import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { redisStoreWithFallback } from './rate-limit-store';
import { defineSpanish } from '../lib/i18n/translator';

export const RATE_LIMITED_MESSAGE = 'Too many requests, please wait a minute and try again';
defineSpanish({ [RATE_LIMITED_MESSAGE]: 'Demasiadas solicitudes; espere un minuto e inténtelo de nuevo' });

/**
 * @fastify/rate-limit with no global limit: a route opts in with a limiter from `app.rateLimit({...})`.
 * Routes given the same limiter share one count per client address (request.ip, which honours
 * X-Forwarded-For only when TRUST_PROXY is set). A refusal is a 429 in the error envelope with Retry-After.
 * The counts live in Redis when the app has it (app.redis: several instances share them), else in memory; while
 * Redis does not answer, in memory too (docs/decisions/0022).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE),
      ...(app.redis
        ? { store: redisStoreWithFallback(app.redis.client, `${app.redis.prefix}rate-limit:`, app.redis.degraded) }
        : {}),
    });
  },
  { name: 'rate-limit', dependencies: ['errors', 'redis'] },
);
