import { type Club, NO_POSITION, clubListSchema } from '@gym/contracts/clubs';
import { FIRST_PAGE, type PrerenderedPath, isPrerenderedPath } from '@gym/contracts/first-page';
import { sortedClubsQueryOptions } from '../../features/signup/api/sort-locations';
import { queryClient } from '../../lib/query-client';
import { elementAt, firstPageIntent, placeOf } from './intent';

/** What each prerendered page's app page has once it is ready to take over: `/` its club cards, `/login` its form. */
const READY_WHEN: Record<PrerenderedPath, string> = {
  '/': 'section[data-club-list] button',
  '/login': 'form button[type="submit"]',
};

function firstPageElement(): HTMLElement | null {
  return document.getElementById(FIRST_PAGE.elementId);
}

function clubsOnFirstPage(): Club[] | null {
  const json = document.getElementById(FIRST_PAGE.dataElementId)?.textContent;
  if (!json) return null;
  const clubs = clubListSchema.safeParse(JSON.parse(json));
  return clubs.success ? clubs.data : null;
}

/**
 * Before the app renders over a prerendered page (docs/decisions/0030): the clubs `/` shows go into the query
 * cache, so the app's location step renders the same list at once, and the app renders hidden until its page is
 * ready (READY_WHEN) or it has gone to another page; then the two swap before the next paint.
 */
export function prepareFirstPageHandover(root: HTMLElement): void {
  const path = window.location.pathname;
  if (!firstPageElement() || !isPrerenderedPath(path)) return;
  const ready = READY_WHEN[path];
  const clubs = clubsOnFirstPage();
  if (clubs) queryClient.setQueryData(sortedClubsQueryOptions(NO_POSITION).queryKey, clubs);
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
  if (clicked && typed.length > 0) setTimeout(() => clicked.click());
  else clicked?.click();
}
