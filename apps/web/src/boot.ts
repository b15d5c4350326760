/**
 * The page's only script (docs/decisions/0030). On `/` for a visitor the server sends the location step as finished
 * HTML: the app, its framework and its data calls start on the visitor's first sign of intent (a touch, a pointer
 * moving, a key, a scroll, focus), which on a phone leaves nothing to run before the page is usable. Everywhere
 * else the app starts at once. A tap or typing before the app is ready is kept and handed to it
 * (app/first-page/handover.ts).
 */
import '@fontsource/barlow-condensed/latin-700.css';
import 'virtual:heading-stand-ins.css';
import { FIRST_PAGE } from '@gym/contracts/first-page';
import { recordFirstPageClicks } from './app/first-page/intent';
import { startAnalytics, trackPageView } from './lib/analytics/analytics';

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;

const startApp = () => import('./main');

const firstPage = document.getElementById(FIRST_PAGE.elementId);
const signedIn = document.documentElement.classList.contains(FIRST_PAGE.signedInClass);
// A referral link (?member=, ?code=) greets the visitor at once; campaign tags (utm_*) change nothing on screen.
const greetsAtOnce = [...new URLSearchParams(window.location.search).keys()].some((key) => !key.startsWith('utm_'));

// Google's tag only with an id and no opt-out, once the page is interactive (docs/decisions/0038).
startAnalytics();

if (!firstPage || signedIn || greetsAtOnce) {
  firstPage?.remove();
  void startApp();
} else {
  recordFirstPageClicks(firstPage);
  // A visitor who reads the first page and leaves is a visit too; the app, once started, does not count it again.
  trackPageView('/', document.title);
  const onIntent = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    void startApp();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
}
