import { type ClubSlug, isClubSlug } from './constants';

/**
 * The prerendered pages (docs/decisions/0030, 0042): the server sends `/` (the location step, prerendered with the
 * clubs it would answer), `/login`, each club's path (its plans) and each club's own page as finished HTML, and the app starts only when
 * the person shows intent. These names are shared by the server that writes the page, the tiny boot script that
 * waits, and the app that takes over.
 */
export const FIRST_PAGE = {
  /** The prerendered markup's container, beside the app's own #root. */
  elementId: 'first-page',
  /** The data the page was rendered with, by query key (JSON), seeded into the app's cache so it renders the same. */
  dataElementId: 'first-page-data',
  /** Set on <html> before the first paint when a session is stored: the page is then the member's home, not this. */
  signedInClass: 'signed-in',
  /**
   * Set on <html> before the first paint when this tab holds a join with a club chosen: the wizard resumes it, so the
   * page is the app's (a step further on, what was typed), not the prerendered one.
   */
  joinInProgressClass: 'join-in-progress',
} as const;

/**
 * club-page.ts's CLUB_PAGE_PATH, restated: that file's schemas (zod) would otherwise come along into the boot script,
 * which reads this file and must stay a few kilobytes (first-page.test.ts keeps the two equal).
 */
export const CLUB_PLACE_PATH_PREFIX = '/locations/';

/** A club's own page (`/locations/castro`, club-page.ts): public, for visitors arriving from a search. */
export type ClubPlacePath = `/locations/${ClubSlug}`;

/** The paths the server sends prerendered, each with its own hand-over in the app. */
export type PrerenderedPath = '/' | '/login' | `/${ClubSlug}` | ClubPlacePath;

export function isClubPlacePath(pathName: string): pathName is ClubPlacePath {
  return pathName.startsWith(CLUB_PLACE_PATH_PREFIX) && isClubSlug(pathName.slice(CLUB_PLACE_PATH_PREFIX.length));
}

export function isPrerenderedPath(pathName: string): pathName is PrerenderedPath {
  return pathName === '/' || pathName === '/login' || isClubSlug(pathName.slice(1)) || isClubPlacePath(pathName);
}

/** The localStorage key of the member's session token (member-area document section 4). */
export const SESSION_TOKEN_STORAGE_KEY = 'token';

/** The sessionStorage key of the tab's join in progress (the wizard's state, kept for the tab's life). */
export const WIZARD_STORAGE_KEY = 'signup-wizard';
