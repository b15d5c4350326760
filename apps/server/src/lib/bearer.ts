import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match?.[1] ?? null;
}
