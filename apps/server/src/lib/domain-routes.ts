import type { FastifyPluginAsync } from 'fastify';

/**
 * What a server domain registers, by the scope its routes live in (api.ts makes the scopes: the signed API, the
 * visitor's sign-up token, a new member's join token, a member's bearer token). Each domain builds its own
 * services in `<domain>.domain.ts` and hands api.ts these plugins; api.ts only orders them.
 */
export interface DomainRoutes {
  /** Unsigned: a URL that carries its own secret (a calendar feed, which a calendar app fetches). */
  unsigned?: FastifyPluginAsync;
  /** Signed, no token. */
  public?: FastifyPluginAsync;
  /** Behind the visitor's sign-up access token. */
  signup?: FastifyPluginAsync;
  /** Behind the join token a finished join hands the new member (docs/decisions/0009). */
  joinFollowUp?: FastifyPluginAsync;
  /** Behind a member's (or staff account's) bearer token; acts for that account only. */
  member?: FastifyPluginAsync;
}
