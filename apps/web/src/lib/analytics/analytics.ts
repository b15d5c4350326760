import { isMeasurementId } from '@gym/contracts/analytics';
import { APP_CONFIG_META } from '@gym/contracts/app-config-meta';
import { browserPrivacySignals, trackingRefused } from './consent';
import { pageLocation } from './page-location';

/**
 * The app's one way to analytics (docs/decisions/0038): `track` and `trackPageView` do nothing unless startAnalytics
 * found a GA4 id and no opt-out signal. Google's tag is its own chunk, fetched only then, once the page is
 * interactive; what is tracked meanwhile waits for it.
 */

/** A GA4 item (the plan bought). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
  affiliation?: string;
}
export type AnalyticsParams = Record<string, string | number | AnalyticsItem[]>;
export interface AnalyticsEvent {
  name: string;
  params: AnalyticsParams;
}
export type AnalyticsSink = (event: AnalyticsEvent) => void;

let sink: AnalyticsSink | null = null;
let waiting: AnalyticsEvent[] | null = null;
let lastPagePath: string | null = null;

export function track(name: string, params: AnalyticsParams = {}): void {
  const event = { name, params };
  if (sink) sink(event);
  else waiting?.push(event);
}

/** One page view per page: the same path again (the app taking over the prerendered first page) is not another. */
export function trackPageView(path: string, title: string, href = window.location.href): void {
  if (path === lastPagePath) return;
  lastPagePath = path;
  track('page_view', { page_location: pageLocation(href, path), page_path: path, page_title: title });
}

/**
 * The id the server put in the page's settings. Read here without the settings' zod schema: this runs in the boot
 * script, which the first page's budget keeps small (docs/decisions/0030).
 */
function configuredMeasurementId(doc: Document): string | null {
  const content = doc.querySelector(`meta[name="${APP_CONFIG_META}"]`)?.getAttribute('content');
  try {
    const id = content ? (JSON.parse(content) as { analyticsId?: unknown }).analyticsId : null;
    return isMeasurementId(id) ? id : null;
  } catch {
    return null;
  }
}

/** After the load event, when the main thread is idle: the page's own work comes first. */
function whenInteractive(win: Window, run: () => void): void {
  const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 5_000 }) : win.setTimeout(run));
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

export function startAnalytics(win: Window = window): void {
  if (sink || waiting) return;
  const measurementId = configuredMeasurementId(win.document);
  if (!measurementId || trackingRefused(browserPrivacySignals(win))) return;
  waiting = [];
  whenInteractive(win, () => {
    import('./google-tag')
      .then(({ installGoogleTag }) => {
        const installed = installGoogleTag(measurementId, win);
        for (const event of waiting ?? []) installed(event);
        waiting = null;
        sink = installed;
      })
      .catch((error: unknown) => {
        // Analytics never breaks a page: without its chunk (a deploy replaced it, a blocker) nothing is sent.
        waiting = null;
        console.info('Analytics could not start', error);
      });
  });
}
