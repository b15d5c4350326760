import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type UnstorableText, unstorableText } from '@gym/contracts/input-rules';
import { badRequest } from '../lib/app-error';

/** The first text of a request that cannot be stored: in a parameter, a query value, the body, a header. */
function unstorableTextIn(request: FastifyRequest): UnstorableText | null {
  const parts = { params: request.params, query: request.query, body: request.body, headers: request.headers };
  for (const [part, value] of Object.entries(parts)) {
    const found = unstorableText(value);
    if (found) return { ...found, path: part === 'body' ? found.path : `${part}.${found.path}` };
  }
  return null;
}

/**
 * Rules every request obeys, applied once before any route's schema (docs/decisions/0026). Text with a NUL
 * character or a lone surrogate is a 400: Postgres refuses both in JSON (and U+0000 in text), so such a value would otherwise fail at the
 * first write, as a 500, after whatever came before it. Multipart bodies are read by the upload routes
 * themselves, and readForm applies the same rule to their fields.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const found = unstorableTextIn(request);
      if (found) throw badRequest(found.message, [{ field: found.path, message: found.message }]);
    });
  },
  { name: 'input-hygiene', dependencies: ['errors'] },
);
