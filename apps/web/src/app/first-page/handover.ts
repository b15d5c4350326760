import type { QueryKey } from '@tanstack/react-query';
import { FIRST_PAGE, type PrerenderedPath, isClubPlacePath, isPrerenderedPath } from '@gym/contracts/first-page';
import { queryClient } from '../../lib/query-client';
import { elementAt, firstPageIntent, placeOf } from './intent';

/**
 * What the app's page has once it is ready to take over: on `/` its club cards, on `/login` its form, on a club's
 * path its plans' cards, on a club's own page its 'Join at this club' (its club and plans come seeded).
 */
function readyWhen(path: PrerenderedPath): string {
  if (path === '/') return 'section[data-club-list] button';
  if (path === '/login') return 'form button[type="submit"]';
  if (isClubPlacePath(path)) return '[data-club-page] a[data-join-club]';
  return 'section article button';
}

function firstPageElement(): HTMLElement | null {
  return document.getElementById(FIRST_PAGE.elementId);
}

/** The data the page was rendered with, by query key (render.tsx): the app renders the same from its cache. */
function seedQueriesOfFirstPage(): void {
  const json = document.getElementById(FIRST_PAGE.dataElementId)?.textContent;
  if (!json) return;
  const queries: unknown = JSON.parse(json);
  if (!Array.isArray(queries)) return;
  for (const entry of queries) {
    if (Array.isArray(entry) && Array.isArray(entry[0])) queryClient.setQueryData(entry[0] as QueryKey, entry[1]);
  }
}

/**
 * Before the app renders over a prerendered page (docs/decisions/0030, 0042): the data it shows (the clubs of `/`, a
 * club's plans) goes into the query cache, so the app renders the same page at once, and the app renders hidden
 * until its page is ready (readyWhen) or it has gone to another page; then the two swap before the next paint.
 */
export function prepareFirstPageHandover(root: HTMLElement): void {
  const path = window.location.pathname;
  if (!firstPageElement() || !isPrerenderedPath(path)) return;
  const ready = readyWhen(path);
  seedQueriesOfFirstPage();
  root.hidden = true;
  const pageRendered = new MutationObserver(() => {
    if (!root.querySelector(ready)) return;
    pageRendered.disconnect();
    handOverFirstPage();
  });
  pageRendered.observe(root, { childList: true, subtree: true });
}

/** Sets an input the way typing does, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The app has gone to `pathname`: away from the prerendered page, it is the app's at once. */
export function handOverIfLeft(pathname: string, prerenderedPath: string): void {
  if (pathname !== prerenderedPath) handOverFirstPage();
}

/**
 * The app's page is on screen in place of the prerendered one: swap them, and carry over what the person did
 * meanwhile: text typed (the postal code, so its search runs; the login's e-mail and password), the focus, and a
 * click (a tapped club card is highlighted on a phone and opened on a desktop; 'Log in' signs in). The click waits
 * for the app to have seen the typing: it reads what was typed from its own state. Safe to call more than once.
 */
export function handOverFirstPage(): void {
  const firstPage = firstPageElement();
  const root = document.getElementById('root');
  if (!firstPage || !root) return;
  const typed = [...firstPage.querySelectorAll('input')]
    .filter((input) => input.value !== '')
    .map((input) => ({ place: placeOf(input, firstPage), value: input.value }));
  const focused = document.activeElement && firstPage.contains(document.activeElement) ? document.activeElement : null;
  const focusedPlace = focused && placeOf(focused, firstPage);
  firstPage.remove();
  root.hidden = false;

  for (const { place, value } of typed) {
    const input = place && elementAt(root, place);
    if (input instanceof HTMLInputElement) typeInto(input, value);
  }
  if (focusedPlace) elementAt(root, focusedPlace)?.focus();
  const clicked = firstPageIntent.clicked && elementAt(root, firstPageIntent.clicked);
  if (clicked) setTimeout(() => clicked.click());
}
