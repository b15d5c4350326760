import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_MESSAGES, USER_ROLES, type UserRole } from '@gym/contracts/auth';
import { AppError, unauthorized } from '../lib/app-error';
import { bearerToken } from '../lib/bearer';
import type { TokenService } from '../lib/tokens';

/** Who a member token names: the account id (the token's subject, sfId), its role and member number. */
export interface SignedInMember {
  id: string;
  role: UserRole;
  memberNumber: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account; set on routes inside a scope that registered memberAuthPlugin. */
    member: SignedInMember;
  }
}

/** Reads and checks a member token (HS256, issuer, audience 'member', expiry); null when it is not one. */
export async function verifyMemberToken(tokens: TokenService, token: string): Promise<SignedInMember | null> {
  const claims = await tokens.verify(token, 'member');
  const role = claims?.role;
  if (!claims?.sub || typeof role !== 'string' || !USER_ROLES.includes(role as UserRole)) return null;
  return { id: claims.sub, role: role as UserRole, memberNumber: String(claims.idCA ?? '') };
}

/**
 * Requires a member's bearer token on every route of the scope, before the body is read: 401 without a valid
 * one (the SPA logs out on it). Routes act only for `request.member`: nothing here takes another member's id.
 */
export const memberAuthPlugin = fp<{ tokens: TokenService }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorateRequest('member', null as unknown as SignedInMember);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      const member = token ? await verifyMemberToken(tokens, token) : null;
      if (!member) throw unauthorized(LOGIN_MESSAGES.sessionEnded);
      request.member = member;
    });
  },
  { name: 'member-auth', dependencies: ['errors'] },
);

/** A route hook that lets only these roles through (403 otherwise); use inside a memberAuthPlugin scope. */
export function requireRoles(...roles: UserRole[]): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    if (!roles.includes(request.member.role)) throw new AppError('FORBIDDEN', LOGIN_MESSAGES.notAllowed);
  };
}
