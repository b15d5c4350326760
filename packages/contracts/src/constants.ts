/** Business constants from the specification, shared by the SPA and the API. */

/** The eight clubs' location path segments; only these make the /{location} routes. */
export const CLUB_SLUGS = [
  'marin',
  'embarcadero',
  'fillmore',
  'transbay',
  'mid-market',
  'oakland',
  'soma',
  'castro',
] as const;
export type ClubSlug = (typeof CLUB_SLUGS)[number];

export const POSTAL_CODE_SEARCH_DIGITS = 5;

export const BREAKPOINTS = {
  smallMobile: 450,
  mobile: 768,
  largeMobile: 991,
} as const;

export const API_TIMEOUT_MS = 20_000;
export const API_LONG_TIMEOUT_MS = 60_000;

export const BANNER_TIMEOUT_MS = 5_000;
export const BANNER_TIMEOUT_AFTER_FAILED_RETRY_MS = 25_000;
export const BANNER_TIMEOUT_WHILE_RETRYING_MS = 1_000_000;

export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const ACCESS_TOKEN_COOKIE_MAX_AGE_S = 31_536_000;

/** The clubs' time zone: membership dates and proration are computed in it (decisions.md item 5). */
export const CLUB_TIME_ZONE = 'America/Los_Angeles';

/** The location path segment of a club: its display name in lower case with spaces turned into hyphens. */
export function clubSlug(displayName: string): string {
  return displayName.trim().toLowerCase().replace(/\s+/g, '-');
}

export function isClubSlug(segment: string): segment is ClubSlug {
  return (CLUB_SLUGS as readonly string[]).includes(segment);
}
