/**
 * The service worker, built by vite-plugin-pwa into dist/sw.js (docs/decisions/0037). It keeps the app's own files
 * (precached, listed at build time) and the last page the server sent, so the app starts with no network; it never
 * keeps an API answer: those carry personal data, and only navigations and our static files are handled here.
 */
import { APP_CONFIG_META } from '@gym/contracts/app-config-meta';
import { OFFLINE_PAGE_PATH } from '@gym/contracts/web-app';
import { type PrecacheEntry, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { PAGES_KEPT_AT_INSTALL, answerNavigation, isAppPage } from './navigation';
import { PAGES_CACHE_PREFIX, pagesCacheName } from './pages-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** What workbox-window sends when the page's 'Reload' accepts the waiting version (app/shell/update-prompt.tsx). */
const SKIP_WAITING = 'SKIP_WAITING';

const manifest = self.__WB_MANIFEST;
// Pages of this build only: a page names the build's hashed files, which a later build's worker deletes.
const PAGES_CACHE = pagesCacheName(manifest);

/**
 * The pages, fetched as a navigation would fetch them, at install: so that the app starts offline on any route from
 * the first visit on, whichever page that visit was (and `/` and `/login` as a visitor gets them, prerendered; a
 * club's page is kept once visited). The build's raw index.html lacks the settings the server injects, and is
 * refused.
 */
async function keepPages() {
  const pages = await caches.open(PAGES_CACHE);
  for (const key of PAGES_KEPT_AT_INSTALL) {
    const response = await fetch(key, { headers: { accept: 'text/html' }, cache: 'no-store' });
    const html = isAppPage(response) ? await response.clone().text() : '';
    if (!html.includes(`name="${APP_CONFIG_META}"`)) {
      throw new Error(`${key} did not answer the app's page with its settings (status ${response.status})`);
    }
    await pages.put(key, response);
  }
}

self.addEventListener('install', (event) => event.waitUntil(keepPages()));

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // The page's request starts while the worker starts up, instead of after it.
      await self.registration.navigationPreload?.enable();
      // The first visit's page too, so that a lazy page it opens once offline comes from the precache.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

cleanupOutdatedCaches();
// Hashed names never need cache busting; an address without its .html is not one of ours to guess.
precacheAndRoute(manifest, { cleanURLs: false });

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    const fetchEvent = event as FetchEvent;
    const pages = await caches.open(PAGES_CACHE);
    return answerNavigation({
      request,
      network: async () => ((await fetchEvent.preloadResponse) as Response | undefined) ?? fetch(request),
      pages: { match: (key) => pages.match(key), put: (key, response) => pages.put(key, response) },
      offlinePage: () => matchPrecache(OFFLINE_PAGE_PATH),
      waitUntil: (promise) => fetchEvent.waitUntil(promise),
    });
  },
);

// A page fetched after a new version was deployed, while this worker still runs, names the new version's files:
// its waiting worker has precached them already. Read only; nothing is written here.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  async ({ request }) => (await caches.match(request)) ?? fetch(request),
);
