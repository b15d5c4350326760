import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthorized } from '../lib/app-error';
import { bearerToken } from '../lib/bearer';
import type { TokenService } from '../lib/tokens';
import { defineSpanish } from '../lib/i18n/translator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member a join token names (its subject): set on the join follow-up routes only. */
    joinUserId: string;
  }
}

export const JOIN_TOKEN_MESSAGES = {
  expired: 'Your sign-up session has ended. Please contact us for your documents.',
  notYours: 'This member number does not belong to this sign-up.',
} as const;
defineSpanish({
  [JOIN_TOKEN_MESSAGES.expired]:
    'Su sesión de inscripción terminó. Comuníquese con nosotros para obtener sus documentos.',
  [JOIN_TOKEN_MESSAGES.notYours]: 'Este número de miembro no corresponde a esta inscripción.',
});

/**
 * Requires the join token a successful join answered with (audience 'join', two hours; docs/decisions/0009) on
 * every route of the scope, before the body is read: 401 without a valid one. The routes then act only for
 * `request.joinUserId`; `requireOwnMember` refuses any other member number with 403.
 */
export const joinTokenPlugin = fp<{ tokens: TokenService }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorateRequest('joinUserId', '');
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      const claims = token ? await tokens.verify(token, 'join') : null;
      if (!claims?.sub) throw unauthorized(JOIN_TOKEN_MESSAGES.expired);
      request.joinUserId = claims.sub;
    });
  },
  { name: 'join-token', dependencies: ['errors'] },
);

/** The member number must be the join token's member; the same 403 whether it is someone else's or nobody's. */
export async function requireOwnMember<User extends { id: string }>(
  users: { findByMemberNumber(memberNumber: string): Promise<User | undefined> },
  request: FastifyRequest,
  caId: string,
): Promise<User> {
  const user = await users.findByMemberNumber(caId);
  if (!user || user.id !== request.joinUserId) throw new AppError('FORBIDDEN', JOIN_TOKEN_MESSAGES.notYours);
  return user;
}
