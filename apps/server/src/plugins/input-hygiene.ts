import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type UnstorableText, unstorableText } from '@gym/contracts/input-rules';
import { badRequest } from '../lib/app-error';

/** Every character unstorableText can refuse: NUL and the surrogates, paired or alone. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const SUSPECT_CHARACTER = /[\u0000\uD800-\uDFFF]/;

/** Deeper than this, the quick walk leaves a value to the full rule, which is iterative (any depth). */
const QUICK_WALK_DEPTH = 32;

/**
 * True when no text in the value, keys included, holds a suspect character: the usual case, checked without the
 * full rule's work list and its allocations. False is only "look closer": unstorableText then decides.
 */
function isClean(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !SUSPECT_CHARACTER.test(value);
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return true;
  if (depth === QUICK_WALK_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isClean(item, depth + 1));
  for (const key in value) {
    if (SUSPECT_CHARACTER.test(key) || !isClean((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

function withPart(part: string, found: UnstorableText | null): UnstorableText | null {
  return found && { ...found, path: `${part}.${found.path}` };
}

/** The first text of a request that cannot be stored: in a parameter, a query value, the body, a header. */
function unstorableTextIn(request: FastifyRequest): UnstorableText | null {
  const { params, query, body, headers } = request;
  if (isClean(params) && isClean(query) && isClean(body) && isClean(headers)) return null;
  return (
    withPart('params', unstorableText(params)) ??
    withPart('query', unstorableText(query)) ??
    unstorableText(body) ??
    withPart('headers', unstorableText(headers))
  );
}

/**
 * Rules every request obeys, applied once before any route's schema (docs/decisions/0026). Text with a NUL
 * character or a lone surrogate is a 400: Postgres refuses both in JSON (and U+0000 in text), so such a value would otherwise fail at the
 * first write, as a 500, after whatever came before it. Multipart bodies are read by the upload routes
 * themselves, and readForm applies the same rule to their fields.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: every request passes through it, and an async one costs a promise each time.
    app.addHook('preValidation', (request, _reply, done) => {
      const found = unstorableTextIn(request);
      done(found ? badRequest(found.message, [{ field: found.path, message: found.message }]) : undefined);
    });
  },
  { name: 'input-hygiene', dependencies: ['errors'] },
);
