import { isPrerenderedPath } from '@gym/contracts/first-page';
import { NOT_SPA_PREFIXES } from '@gym/contracts/web-app';

/**
 * Where the page of every SPA route but the prerendered ones is kept: the server sends them all the same page
 * (index.html with the runtime settings it injects), so one copy serves any route offline. Also the address the worker asks that page
 * from when it installs: any SPA path would do, and the server answers a navigation to this one with the page too.
 */
export const APP_PAGE_KEY = '/index.html';

/**
 * How long a navigation waits for the network before a kept page is shown instead. A member opening the app at the
 * front desk in a basement has a signal that connects and then carries nothing; the network's answer, when it
 * comes, is still kept for the next time.
 */
export const NAVIGATION_TIMEOUT_MS = 4_000;

/** The pages the worker keeps (a Cache in the worker; a map in tests). */
export interface PageStore {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
}

export interface Navigation {
  request: Request;
  /** The page from the network: the navigation's preloaded answer, or a fetch. Rejects when offline. */
  network: () => Promise<Response>;
  pages: PageStore;
  /** The static offline page (precached). */
  offlinePage: () => Promise<Response | undefined>;
  /** Keeps the worker alive for the copy it writes after answering. */
  waitUntil: (promise: Promise<unknown>) => void;
  timeoutMs?: number;
}

/** The pages the worker fetches when it installs: the app's, and the prerendered ones every visitor may open. */
export const PAGES_KEPT_AT_INSTALL = [APP_PAGE_KEY, '/', '/login'] as const;

/**
 * The prerendered pages (`/`, `/login`, a club's path: docs/decisions/0030, 0042) are kept apart, each under its own
 * path: their finished HTML must never stand in for another route.
 */
export function pageKey(url: URL): string {
  return isPrerenderedPath(url.pathname) ? url.pathname : APP_PAGE_KEY;
}

/**
 * Only the server's HTML page is ever kept: a navigation cannot get an API answer (the server sends the SPA to any
 * GET asking for text/html), and this makes sure of it. A redirected answer cannot stand in for another navigation.
 */
export function isAppPage(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return response.ok && !response.redirected && type.startsWith('text/html');
}

const isServerPage = (url: URL) => NOT_SPA_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));

/**
 * A navigation: the network first, so that a deploy is picked up at once; the last page the server sent when the
 * network fails or is slow; the offline page when nothing kept can serve it (a server page such as /docs, or a
 * worker whose kept pages are gone).
 */
export async function answerNavigation(navigation: Navigation): Promise<Response> {
  const { request, pages, offlinePage, waitUntil, timeoutMs = NAVIGATION_TIMEOUT_MS } = navigation;
  const url = new URL(request.url);
  const network = navigation.network();
  if (isServerPage(url)) {
    return network.catch(async () => (await offlinePage()) ?? Response.error());
  }

  const key = pageKey(url);
  waitUntil(
    network.then((response) => (isAppPage(response) ? pages.put(key, response.clone()) : undefined)).catch(() => {}),
  );
  const keptPage = async () => (await pages.match(key)) ?? (await pages.match(APP_PAGE_KEY));

  return new Promise<Response>((resolve) => {
    let answered = false;
    const answer = (response: Response) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      resolve(response);
    };
    // Without a kept page there is nothing better than waiting for the network, however slow.
    const timer = setTimeout(() => {
      void keptPage().then((kept) => kept && answer(kept));
    }, timeoutMs);
    network.then(answer, async () => {
      answer((await keptPage()) ?? (await offlinePage()) ?? Response.error());
    });
  });
}
