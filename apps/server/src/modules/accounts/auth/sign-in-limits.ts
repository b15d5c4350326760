import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/app-error';

const WINDOW_MS = 15 * 60 * 1000;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

function queryEmail(request: FastifyRequest): string {
  const email = (request.query as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * The throttles on sign-in and password-reset requests (decisions.md item 12): one count per client address and
 * one per account (the e-mail in the body, or in the query). `check` is a pre-handler: it runs after validation,
 * so only well-formed attempts count. A refusal is 429 with Retry-After and the throttle message. Each call site
 * gets its own counts through its name. The counters live in the rate-limit plugin's store (Redis when set).
 */
export function signInLimits(app: FastifyInstance, config: Config, name: string) {
  const perAddress = app.createRateLimit({
    max: config.LOGIN_RATE_LIMIT_PER_ADDRESS,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: config.LOGIN_RATE_LIMIT_PER_ACCOUNT,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${name}:account:${bodyEmail(request) || queryEmail(request)}`,
  });
  return async function check(request: FastifyRequest, reply: FastifyReply) {
    for (const limit of [perAddress, perAccount]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        void reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED', LOGIN_MESSAGES.throttled);
      }
    }
  };
}
