import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ANALYTICS_CSP_SOURCES } from '@gym/contracts/analytics';
import { APP_CONFIG_META, type AppConfig } from '@gym/contracts/app-config';
import type { Club } from '@gym/contracts/clubs';
import { NOT_SPA_PREFIXES, SERVICE_WORKER_PATH } from '@gym/contracts/web-app';
import { FIRST_PAGE_RENDERER_DIR, FIRST_PAGE_SCRIPT_HASH, firstPageHtml, loadFirstPageRenderer } from './first-page';

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

function contentSecurityPolicy(
  { billingOrigin, analyticsId }: Pick<AppConfig, 'billingOrigin' | 'analyticsId'>,
  inlineScriptHashes: string[] = [],
): string {
  // Google's tag and the hosts it reports to, only when analytics is configured (docs/decisions/0038).
  const analytics = analyticsId ? ANALYTICS_CSP_SOURCES : { script: [], img: [], connect: [] };
  return [
    "default-src 'self'",
    // The billing provider's card frame (decisions.md item 7).
    `frame-src ${billingOrigin}`,
    // 'wasm-unsafe-eval' lets the photo step's face detector compile its WebAssembly (our own file), nothing more.
    ["script-src 'self' 'wasm-unsafe-eval'", ...analytics.script, ...inlineScriptHashes].join(' '),
    // Emotion (MUI) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...analytics.img].join(' '),
    "font-src 'self' data:",
    // The service worker (/sw.js) and the face detector's worker; the web app manifest (docs/decisions/0037).
    "worker-src 'self'",
    "manifest-src 'self'",
    ["connect-src 'self'", ...analytics.connect].join(' '),
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
          csp: contentSecurityPolicy(appConfig),
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
        csp: contentSecurityPolicy(options.appConfig(), [FIRST_PAGE_SCRIPT_HASH]),
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
        // The service worker: browsers fetch it past their own cache, but a proxy keeping an hour's copy would hold a
        // deploy back that long (docs/decisions/0037).
        if (`/${path.relative(options.distDir, filePath)}` === SERVICE_WORKER_PATH) {
          res.header('cache-control', 'no-cache');
          return;
        }
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
