import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ANALYTICS_CSP_SOURCES } from '@gym/contracts/analytics';
import { APP_CONFIG_META, type AppConfig } from '@gym/contracts/app-config';
import { LOGIN_EMAIL_PARAM } from '@gym/contracts/auth';
import { type PrerenderedPath, isPrerenderedPath } from '@gym/contracts/first-page';
import type { Locale } from '@gym/contracts/i18n/locales';
import { NOT_SPA_PREFIXES, SERVICE_WORKER_PATH } from '@gym/contracts/web-app';
import { defineCatalog } from '../lib/i18n/translator';
import { requestLocale } from '../lib/i18n/request-locale';
import {
  FIRST_PAGE_RENDERER_DIR,
  FIRST_PAGE_SCRIPT_HASH,
  type PrerenderSources,
  loadFirstPageRenderer,
  prerenderedHtml,
  prerendering,
} from './first-page';
import { smallPictureInline, withSmallStylesheetsInline } from './inline-assets';
import { type EncodedPage, encodedOnce, pageEncoding } from './page-encoding';

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

/** The page's own words before the app runs: its title and description (index.html has the English ones). */
const pageText = defineCatalog(
  {
    'page.title': 'Join the club',
    'page.description': 'Join a Bay Area gym club online in a few minutes: pick a club and a plan, and start today.',
  },
  {
    'page.title': 'Inscríbase en el club',
    'page.description':
      'Inscríbase en línea en un club de la zona de la Bahía en pocos minutos: elija un club y un plan, y empiece hoy.',
  },
);

/**
 * index.html in a language (docs/decisions/0039): `<html lang>`, and for a language other than English its title
 * and description. English is index.html as built, byte for byte.
 */
export function indexInLocale(indexHtml: string, locale: Locale): string {
  if (locale === 'en') return indexHtml;
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(pageText.t(locale, 'page.title'))}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, before: string, after: string) =>
        `${before}${escapeAttribute(pageText.t(locale, 'page.description'))}${after}`,
    );
}

/**
 * A page navigation's language: the `lang` cookie the switcher set, else the browser's Accept-Language. The page
 * varies by both (Vary), so a cache never gives one visitor's language to another.
 */
const pageLocale = (request: FastifyRequest) => requestLocale(request.headers, { cookieFirst: true });

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

/**
 * The page a request gets prerendered, if any: `/`, a club's path and a club's own page with any query (the boot
 * script starts the app at once for a referral or a resume link, which the app greets), and `/login` unless it was
 * opened for a known address (`?email=` fills the form, which the app does).
 */
export function prerenderedPath(url: string): PrerenderedPath | null {
  const [pathName, query = ''] = url.split('?', 2) as [string, string?];
  if (!isPrerenderedPath(pathName)) return null;
  if (pathName === '/login' && new URLSearchParams(query).has(LOGIN_EMAIL_PARAM)) return null;
  return pathName;
}

interface SpaOptions extends PrerenderSources {
  distDir: string;
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
    const template = withSmallStylesheetsInline(fs.readFileSync(indexPath, 'utf8'), options.distDir);
    const picture = smallPictureInline(options.distDir);
    const pages = new Map<Locale, { json: string; html: string; csp: string; encoded: () => Promise<EncodedPage> }>();
    /** index.html with the current settings in a language, remade only when they change. */
    const currentPage = (locale: Locale) => {
      const appConfig = options.appConfig();
      const json = JSON.stringify(appConfig);
      let page = pages.get(locale);
      if (page?.json !== json) {
        const meta = `<meta name="${APP_CONFIG_META}" content="${escapeAttribute(json)}">`;
        const html = indexInLocale(template, locale).replace('<!--app-config-->', meta);
        page = { json, html, csp: contentSecurityPolicy(appConfig), encoded: encodedOnce(html) };
        pages.set(locale, page);
      }
      return page;
    };

    // `/`, `/login`, the club paths and the club pages arrive as finished HTML (docs/decisions/0030, 0042), rendered
    // again only when what they show changes. The renderer is loaded at the first visit, not at start, which it
    // would slow.
    let renderer: ReturnType<typeof loadFirstPageRenderer> | undefined;
    /** Each prerendered page in each language, kept until what it shows changes. */
    const prerendered = new Map<string, { key: string; html: Promise<string>; encoded?: () => Promise<EncodedPage> }>();
    const currentPrerendered = async (pathName: PrerenderedPath, locale: Locale) => {
      const { html, json } = currentPage(locale);
      renderer ??= loadFirstPageRenderer(options.distDir);
      const render = await renderer;
      if (!render) return null;
      const made = await prerendering(pathName, render, locale, { ...options, picture });
      if (!made) return null;
      const key = json + JSON.stringify(made.shows);
      const cacheKey = `${pathName} ${locale}`;
      let kept = prerendered.get(cacheKey);
      if (kept?.key !== key) {
        kept = { key, html: prerenderedHtml(made.head ? made.head(html) : html, made.render) };
        prerendered.set(cacheKey, kept);
      }
      const page = await kept.html;
      kept.encoded ??= encodedOnce(page);
      return {
        html: page,
        csp: contentSecurityPolicy(options.appConfig(), [FIRST_PAGE_SCRIPT_HASH]),
        encoded: kept.encoded,
      };
    };
    const pageFor = async (request: FastifyRequest) => {
      const locale = pageLocale(request);
      const pathName = prerenderedPath(request.url);
      if (!pathName) return currentPage(locale);
      try {
        return (await currentPrerendered(pathName, locale)) ?? currentPage(locale);
      } catch (error) {
        // The app renders the same page itself: a failed prerender costs speed, never the page.
        prerendered.delete(`${pathName} ${locale}`);
        request.log.error({ err: error, path: pathName }, 'A page could not be prerendered');
        return currentPage(locale);
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
      const { html, csp, encoded } = await pageFor(request);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
        .header('content-security-policy', csp);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send((await encoded())[encoding]);
    });
  },
  { name: 'spa' },
);
