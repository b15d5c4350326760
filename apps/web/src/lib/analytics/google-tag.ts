import { GOOGLE_TAG_ORIGIN } from '@gym/contracts/analytics';
import type { AnalyticsSink } from './analytics';
import { pageReferrer } from './page-location';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google's tag the standard way (GA4's snippet, as code): commands queue in window.dataLayer and gtag.js, loaded
 * async, works through them. The address Google reads by itself is replaced by ours, without tokens or people
 * (page-location.ts), in the configuration and in every event. No Google signals and no ad personalisation.
 */
export function installGoogleTag(measurementId: string, win: Window = window): AnalyticsSink {
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js tells its commands from other dataLayer entries by their being an Arguments object, not an array.
  function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  let pageLocation = `${win.location.origin}/`;
  gtag('js', new Date());
  gtag('config', measurementId, {
    send_page_view: false,
    page_location: pageLocation,
    page_referrer: pageReferrer(win.document.referrer),
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
  });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  win.document.head.append(script);

  return ({ name, params }) => {
    if (name === 'page_view' && typeof params.page_location === 'string') {
      pageLocation = params.page_location;
      gtag('set', { page_location: pageLocation, page_title: params.page_title });
    }
    gtag('event', name, { page_location: pageLocation, ...params });
  };
}
