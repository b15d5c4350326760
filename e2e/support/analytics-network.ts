import type { Page, Route } from 'playwright-core';

/** Google's analytics hosts (and any other Google host: nothing of theirs may be asked for unseen). */
const GOOGLE_HOST =
  /(^|\.)(google-analytics\.com|analytics\.google\.com|googletagmanager\.com|google\.com|doubleclick\.net)$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A test double for Google's gtag.js, served in its place: it works through window.dataLayer as gtag.js does (only
 * Arguments objects are commands) and sends each event as a GA4-style hit to https://www.google-analytics.com/g/collect,
 * so the test sees what would leave at the network layer: tid the id, en the event, dl and dt the page's location and
 * title (Google's own defaults, document.location and document.title, unless the page set them), ep.<name> a text
 * parameter and epn.<name> a number (as GA4's protocol does); items, which GA4 encodes its own way, as ep.items JSON.
 */
export const GTAG_STAND_IN = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  let tid = null;
  const page = {};
  const isCommand = (entry) => Object.prototype.toString.call(entry) === '[object Arguments]';
  const send = (name, params) => {
    const query = new URLSearchParams({ v: '2', tid, en: name });
    const fields = { ...page, ...params };
    query.set('dl', fields.page_location ?? document.location.href);
    query.set('dt', fields.page_title ?? document.title);
    if (fields.page_referrer !== undefined) query.set('dr', fields.page_referrer);
    for (const [key, value] of Object.entries(params)) {
      if (key === 'page_location' || key === 'page_title' || key === 'page_referrer') continue;
      if (typeof value === 'number') query.set('epn.' + key, String(value));
      else query.set('ep.' + key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    fetch('https://www.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true });
  };
  const run = (entry) => {
    if (!isCommand(entry)) return;
    const [command, first, second] = Array.from(entry);
    if (command === 'config') {
      tid = first;
      Object.assign(page, second);
    } else if (command === 'set') Object.assign(page, first);
    else if (command === 'event') send(first, second || {});
  };
  layer.forEach(run);
  layer.push = (...entries) => {
    entries.forEach(run);
    return Array.prototype.push.apply(layer, entries);
  };
})();`;

export interface Hit {
  tid: string | null;
  en: string | null;
  dl: string | null;
  dt: string | null;
  /** ep.* and epn.* parameters, by name; numbers as the numbers they were sent as. */
  params: Record<string, string | number>;
  url: string;
}

function hitOf(url: URL): Hit {
  const params: Hit['params'] = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('epn.')) params[key.slice(4)] = Number(value);
    else if (key.startsWith('ep.')) params[key.slice(3)] = value;
  }
  const get = (name: string) => url.searchParams.get(name);
  return { tid: get('tid'), en: get('en'), dl: get('dl'), dt: get('dt'), params, url: url.href };
}

export interface CaughtNetwork {
  /** Requests for Google's tag (gtag.js). */
  tags: string[];
  /** Hits the stand-in sent to /g/collect. */
  hits: Hit[];
  /** Every request to a Google host, whatever it was. */
  google: string[];
  /** Requests to any other host than this machine: aborted, and none is expected. */
  outside: string[];
  /** Our analytics chunk (apps/web/src/lib/analytics/google-tag.ts), fetched by the page from our own origin. */
  analyticsChunks: string[];
}

/**
 * Catches the page's requests at the network layer, so that nothing leaves the machine: Google's tag is answered
 * by the stand-in, its hits with 204, anything else off this machine is aborted; our own origin is only watched.
 */
export async function catchNetwork(page: Page): Promise<CaughtNetwork> {
  const caught: CaughtNetwork = { tags: [], hits: [], google: [], outside: [], analyticsChunks: [] };
  // The page's own requests: a service worker precaching every hashed file would fetch the chunk without running it.
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (LOOPBACK_HOSTS.has(url.hostname) && /\/assets\/google-tag-[\w-]+\.js$/.test(url.pathname)) {
      caught.analyticsChunks.push(url.href);
    }
  });
  const offMachine = (url: URL) => !LOOPBACK_HOSTS.has(url.hostname) && url.protocol !== 'data:';
  await page.context().route(offMachine, async (route: Route) => {
    const url = new URL(route.request().url());
    if (!GOOGLE_HOST.test(url.hostname)) {
      caught.outside.push(url.href);
      return route.abort();
    }
    caught.google.push(url.href);
    if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') {
      caught.tags.push(url.href);
      return route.fulfill({ contentType: 'text/javascript', body: GTAG_STAND_IN });
    }
    if (url.hostname === 'www.google-analytics.com' && url.pathname === '/g/collect') {
      caught.hits.push(hitOf(url));
      return route.fulfill({ status: 204 });
    }
    return route.abort();
  });
  return caught;
}

/** The hits of one event, in the order they were sent. */
export const hitsOf = (caught: CaughtNetwork, name: string) => caught.hits.filter((hit) => hit.en === name);
