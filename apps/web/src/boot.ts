/**
 * The page's only script (docs/decisions/0030, 0042). On `/` for a visitor, on `/login`, on a club's path and on a
 * club's own page (`/locations/castro`) the server sends the page as finished HTML: the app, its framework and its
 * data calls start on the person's first sign of intent (a touch, a pointer moving, a key, typing, a scroll, focus),
 * which on a phone leaves nothing to run before the page is usable. Everywhere else the app starts at once. A tap or
 * typing before the app is ready is kept and handed to it (app/first-page/handover.ts).
 */
import '@fontsource/barlow-condensed/latin-700.css';
import 'virtual:heading-stand-ins.css';
import { FIRST_PAGE, isPrerenderedPath } from '@gym/contracts/first-page';
import { recordFirstPageClicks } from './app/first-page/intent';
import { startAnalytics, trackPageView } from './lib/analytics/analytics';

// 'input' too: a password manager or a browser's autofill types without a key.
const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'input',
  'focusin',
  'scroll',
  'wheel',
] as const;

const startApp = () => import('./main');

const firstPage = document.getElementById(FIRST_PAGE.elementId);
const classes = document.documentElement.classList;
const appPageAtOnce = classes.contains(FIRST_PAGE.signedInClass) || classes.contains(FIRST_PAGE.joinInProgressClass);
// A referral link (?member=, ?code=) or a resume link to the join greets the visitor at once; campaign tags (utm_*)
// change nothing on screen. /login's ?next= changes nothing either.
const greetsAtOnce =
  window.location.pathname !== '/login' &&
  [...new URLSearchParams(window.location.search).keys()].some((key) => !key.startsWith('utm_'));

// Google's tag only with an id and no opt-out, once the page is interactive (docs/decisions/0038).
startAnalytics();

// A prerendered page on another path (a stale copy a proxy or a worker served) is not that path's page.
if (!firstPage || appPageAtOnce || greetsAtOnce || !isPrerenderedPath(window.location.pathname)) {
  firstPage?.remove();
  void startApp();
} else {
  recordFirstPageClicks(firstPage);
  // A visitor who reads the first page and leaves is a visit too; the app, once started, does not count it again.
  trackPageView(window.location.pathname, document.title);
  const onIntent = (event: Event) => {
    // The field the page focuses itself (the login's e-mail, `autofocus`) is not the person acting.
    if (event.type === 'focusin' && event.target instanceof Element && event.target.hasAttribute('autofocus')) return;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    void startApp();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
}
