/**
 * Analytics (docs/decisions/0038): ANALYTICS_ID is a GA4 measurement id, checked by the server's configuration at
 * start and again by the page before it loads Google's tag.
 */

/** 'G-' and upper-case letters or digits, as GA4 shows it (e.g. G-2B4C6D8E0F). */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/;

export function isMeasurementId(value: unknown): value is string {
  return typeof value === 'string' && MEASUREMENT_ID_PATTERN.test(value);
}

/** Where Google's tag (gtag.js) is loaded from. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * What the page's content security policy adds when an id is set (Google's CSP guidance for GA4): the tag's script,
 * and the hosts it sends its hits to (fetch and beacons, or an image where those are missing).
 */
export const ANALYTICS_CSP_SOURCES = {
  script: [GOOGLE_TAG_ORIGIN],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', GOOGLE_TAG_ORIGIN],
  img: ['https://*.google-analytics.com', 'https://*.analytics.google.com', GOOGLE_TAG_ORIGIN],
} as const;
