import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CONFIG_META, type AppConfig } from '@gym/contracts/app-config';
import type { Club } from '@gym/contracts/clubs';
import { FIRST_PAGE_RENDERER_DIR, FIRST_PAGE_SCRIPT_HASH, firstPageHtml, loadFirstPageRenderer } from './first-page';

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

function contentSecurityPolicy(billingOrigin: string, inlineScriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    // The billing provider's card frame (decisions.md item 7).
    `frame-src ${billingOrigin}`,
    // 'wasm-unsafe-eval' lets the photo step's face detector compile its WebAssembly (our own file), nothing more.
    ["script-src 'self' 'wasm-unsafe-eval'", ...inlineScriptHashes].join(' '),
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

interface SpaOptions {
  distDir: string;
  /** Read at each request: part of it (the billing frame's origin) is known only after listen. */
  appConfig: () => AppConfig;
  /** The clubs `/` lists before the visitor gives a position (the first sort-locations answer). */
  firstPageClubs: () => Promise<Club[]>;
}

export const spaPlugin = fp<SpaOptions>(
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

    // `/` for a visitor arrives as finished HTML (docs/decisions/0030), rendered again only when what it shows changes.
    // The renderer is loaded at the first visit, not at start, which it would slow.
    let renderer: ReturnType<typeof loadFirstPageRenderer> | undefined;
    let firstPage: { key: string; html: Promise<string> } | undefined;
    const currentFirstPage = async () => {
      const { html, json } = currentPage();
      renderer ??= loadFirstPageRenderer(options.distDir);
      const render = await renderer;
      if (!render) return null;
      const clubs = await options.firstPageClubs();
      const key = json + JSON.stringify(clubs);
      if (firstPage?.key !== key) {
        firstPage = { key, html: firstPageHtml(render, html, clubs, options.appConfig()) };
      }
      return {
        html: await firstPage.html,
        csp: contentSecurityPolicy(options.appConfig().billingOrigin, [FIRST_PAGE_SCRIPT_HASH]),
      };
    };
    const pageFor = async (request: FastifyRequest) => {
      if (request.url.split('?')[0] !== '/') return currentPage();
      try {
        return (await currentFirstPage()) ?? currentPage();
      } catch (error) {
        // The app renders the same page itself: a failed prerender costs speed, never the page.
        firstPage = undefined;
        request.log.error({ err: error }, 'The first page could not be prerendered');
        return currentPage();
      }
    };

    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The first page's renderer is for this server, not for browsers.
      allowedPath: (pathName) => !pathName.startsWith(`/${FIRST_PAGE_RENDERER_DIR}/`),
      setHeaders(res, filePath) {
        // Vite puts content hashes in every file name under assets/.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!isHtmlNavigation(request)) return;
      const { html, csp } = await pageFor(request);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .send(html);
    });
  },
  { name: 'spa' },
);
