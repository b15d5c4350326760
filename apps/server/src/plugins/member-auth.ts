import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_MESSAGES, USER_ROLES, type UserRole } from '@gym/contracts/auth';
import { AppError, unauthorized } from '../lib/app-error';
import { bearerToken } from '../lib/bearer';
import { SESSION_VERSION_CLAIM, type TokenService } from '../lib/tokens';

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

/**
 * Where a member token's account is read on every request: its session version and role now (the app passes
 * the accounts' repository in at registration; the plugin knows no module).
 */
export interface AccountSessions {
  sessionOf(accountId: string): Promise<{ sessionVersion: number; role: UserRole } | undefined>;
}

/**
 * Reads and checks a member token (HS256, issuer, audience 'member', expiry) and that it is still its account's
 * session: the account exists, its session version is the token's (a password reset or change ends older
 * tokens, docs/decisions/0020) and its role is the token's. Null when any of that fails.
 * A token without the version claim was issued before versions existed, when every account's was 0.
 */
export async function verifyMemberToken(
  tokens: TokenService,
  accounts: AccountSessions,
  token: string,
): Promise<SignedInMember | null> {
  const claims = await tokens.verify(token, 'member');
  const role = claims?.role;
  const version = claims?.[SESSION_VERSION_CLAIM] ?? 0;
  if (!claims?.sub || typeof role !== 'string' || !USER_ROLES.includes(role as UserRole)) return null;
  if (!Number.isSafeInteger(version)) return null;
  const account = await accounts.sessionOf(claims.sub);
  if (!account || account.sessionVersion !== version || account.role !== role) return null;
  return { id: claims.sub, role: account.role, memberNumber: String(claims.idCA ?? '') };
}

/**
 * Requires a member's bearer token on every route of the scope, before the body is read: 401 without a valid
 * one (the SPA logs out on it). Routes act only for `request.member`: nothing here takes another member's id.
 */
export const memberAuthPlugin = fp<{ tokens: TokenService; accounts: AccountSessions }>(
  async (app: FastifyInstance, { tokens, accounts }) => {
    app.decorateRequest('member', null as unknown as SignedInMember);
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      const member = token ? await verifyMemberToken(tokens, accounts, token) : null;
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
