import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options. They depend on the options only, never on the request, so helmet
 * runs once here against a recorder: @fastify/helmet rebuilt helmet's middleware and set each header on every
 * request, a tenth of a small answer's cost under load.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // X-Powered-By: Fastify never sets it, so there is nothing to remove.
    removeHeader() {},
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * helmet's security headers on every answer, the API's and the SPA's files alike. The SPA's own CSP is set on
 * index.html (plugins/spa.ts): JSON answers need none, and COEP would block the card frame of another origin.
 * Set at onRequest, so a route may still change one of them.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const headers = Object.entries(helmetHeaders({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.header(name, value);
      done();
    });
  },
  { name: 'security-headers' },
);
