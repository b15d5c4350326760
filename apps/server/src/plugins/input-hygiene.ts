import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INPUT_MESSAGES, nulCharacterPath } from '@gym/contracts/input-rules';
import { badRequest } from '../lib/app-error';

/** The first place of a request that holds a NUL character: a parameter, a query value, the body, a header. */
function nulCharacterIn(request: FastifyRequest): string | null {
  const parts = { params: request.params, query: request.query, body: request.body, headers: request.headers };
  for (const [part, value] of Object.entries(parts)) {
    const path = nulCharacterPath(value);
    if (path !== null) return part === 'body' ? path : `${part}.${path}`;
  }
  return null;
}

/**
 * Rules every request obeys, applied once before any route's schema (docs/decisions/0026). Text with a NUL
 * character is a 400: Postgres refuses U+0000 in text and JSON, so such a value would otherwise fail at the
 * first write, as a 500, after whatever came before it. Multipart bodies are read by the upload routes
 * themselves, and readForm applies the same rule to their fields.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const field = nulCharacterIn(request);
      if (field !== null)
        throw badRequest(INPUT_MESSAGES.nulCharacter, [{ field, message: INPUT_MESSAGES.nulCharacter }]);
    });
  },
  { name: 'input-hygiene', dependencies: ['errors'] },
);
