/**
 * The first page (docs/decisions/0030): the server sends `/` as finished HTML (the location step, prerendered with
 * the clubs it would answer), and `/login` too (docs/decisions/0042), and the app starts only when the person shows
 * intent. These names are shared by the
 * server that writes the page, the tiny boot script that waits, and the app that takes over.
 */
export const FIRST_PAGE = {
  /** The prerendered markup's container, beside the app's own #root. */
  elementId: 'first-page',
  /** The clubs the page was rendered with (JSON), seeded into the app's query cache so it renders the same list. */
  dataElementId: 'first-page-data',
  /** Set on <html> before the first paint when a session is stored: the page is then the member's home, not this. */
  signedInClass: 'signed-in',
} as const;

/**
 * The paths the server sends prerendered (each with its own hand-over in the app): `/` for a visitor and `/login`.
 * Every other path gets the app's page, which the service worker keeps as one copy for all of them.
 */
export const PRERENDERED_PATHS = ['/', '/login'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

export function isPrerenderedPath(pathName: string): pathName is PrerenderedPath {
  return (PRERENDERED_PATHS as readonly string[]).includes(pathName);
}

/** The localStorage key of the member's session token (member-area document section 4). */
export const SESSION_TOKEN_STORAGE_KEY = 'token';
