import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { AppError } from '../../../lib/app-error';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * A throttle on a password call with one count per key (15 minutes), answered like the sign-in throttle (429,
 * Retry-After, the throttle message). For the calls that have no e-mail in the body, which signInLimits counts
 * accounts by: setting a password from a link (per address: each attempt costs an argon2 hash) and changing it
 * while signed in (per member: each attempt checks a guess at the old password).
 */
export function passwordLimit(
  app: FastifyInstance,
  options: { name: string; max: number; key: (request: FastifyRequest) => string },
) {
  const limit = app.createRateLimit({
    max: options.max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async function check(request: FastifyRequest, reply: FastifyReply) {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('RATE_LIMITED', LOGIN_MESSAGES.throttled);
    }
  };
}
