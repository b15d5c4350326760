import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CONFIG_META, type AppConfig } from '@gym/contracts/app-config';

/** Paths that are never the SPA even when a browser navigates to them. */
const NOT_SPA_PREFIXES = ['/docs', '/dev/', '/health', '/app-config'];

/**
 * The SPA and the API share one origin and, for /billing, /history and /messages, one path
 * (docs/decisions/0002). A browser navigation (GET asking for text/html) gets the SPA; everything
 * else reaches the API routes.
 */
export function isHtmlNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (!accept.includes('text/html')) return false;
  const urlPath = request.url.split('?')[0] ?? '/';
  return !NOT_SPA_PREFIXES.some((prefix) => urlPath.startsWith(prefix));
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function contentSecurityPolicy(billingOrigin: string): string {
  return [
    "default-src 'self'",
    // The billing provider's card frame (decisions.md item 7).
    `frame-src ${billingOrigin}`,
    "script-src 'self'",
    // Emotion (MUI) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** `appConfig` is read at each request: part of it (the billing frame's origin) is known only after listen. */
export const spaPlugin = fp<{ distDir: string; appConfig: () => AppConfig }>(
  async (app: FastifyInstance, options) => {
    // The same settings as JSON, for the Vite dev server, which injects them into its own index.html.
    app.get('/app-config', { schema: { hide: true } }, async () => options.appConfig());

    const indexPath = path.join(options.distDir, 'index.html');
    if (!fs.existsSync(indexPath)) {
      app.log.warn(`No SPA build at ${options.distDir}: run \`npm run build\`. Serving the API only.`);
      return;
    }
    const template = fs.readFileSync(indexPath, 'utf8');
    let page = { json: '', html: '', csp: '' };
    /** index.html with the current settings, remade only when they change. */
    const currentPage = () => {
      const appConfig = options.appConfig();
      const json = JSON.stringify(appConfig);
      if (json !== page.json) {
        const meta = `<meta name="${APP_CONFIG_META}" content="${escapeAttribute(json)}">`;
        page = {
          json,
          html: template.replace('<!--app-config-->', meta),
          csp: contentSecurityPolicy(appConfig.billingOrigin),
        };
      }
      return page;
    };

    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts content hashes in every file name under assets/.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!isHtmlNavigation(request)) return;
      const { html, csp } = currentPage();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .send(html);
    });
  },
  { name: 'spa' },
);
