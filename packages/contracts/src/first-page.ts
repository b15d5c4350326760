/**
 * The first page (docs/decisions/0030): the server sends `/` as finished HTML (the location step, prerendered with
 * the clubs it would answer), and the app starts only when the visitor shows intent. These names are shared by the
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

/** The localStorage key of the member's session token (member-area document section 4). */
export const SESSION_TOKEN_STORAGE_KEY = 'token';
