import { BRAND_GREEN, BRAND_PAPER } from './brand';

/**
 * The installable app (docs/decisions/0037): the service worker, the web app manifest and the offline page. The
 * server serves them and the SPA and its service worker ask for them, so their paths are said once here.
 */

/** The service worker, at the root so that its scope is the whole origin (the specification: registered from /sw.js). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Served by the server, not built: its name is the configured brand's (BRAND_NAME). */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

/** The static page a navigation gets while offline when nothing cached can serve it (apps/web/public). */
export const OFFLINE_PAGE_PATH = '/offline.html';

/**
 * Paths a browser may navigate to that are never the SPA, even with Accept: text/html: the server's own pages
 * (the OpenAPI docs, the dev outbox, health) and the SPA's settings as JSON. The server sends the SPA for every
 * other navigation (docs/decisions/0002); the service worker serves them from the network only.
 */
export const NOT_SPA_PREFIXES = ['/docs', '/dev/', '/health', '/app-config'] as const;

/** The brand's icons (apps/web/public/icons, drawn by scripts/make-app-icons.mjs from public/favicon.svg). */
export const APP_ICONS = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  /** The mark inside the maskable safe zone (the middle 80 %) on a full green square. */
  maskable512: '/icons/icon-maskable-512.png',
  /** iOS's home screen icon (180 px, opaque: iOS rounds the corners itself). */
  appleTouch: '/icons/apple-touch-icon.png',
} as const;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/**
 * What a phone installs: the brand's name, the app from `/` in its own window, the header's green around it and
 * the page's background behind the splash screen.
 */
export function webAppManifest(brandName: string): WebAppManifest {
  return {
    id: '/',
    name: brandName,
    short_name: brandName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_GREEN,
    background_color: BRAND_PAPER,
    icons: [
      { src: APP_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
