import type { Page, Route } from 'playwright-core';

/**
 * Holds back every request matching `pattern` from now on until `release()`: what the page is waiting for cannot
 * arrive meanwhile (a font on a slow network, the app's scripts before the person acts).
 */
export async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let releasing = false;
  await page.route(pattern, async (route) => {
    if (releasing) await route.continue();
    else held.push(route);
  });
  return {
    /** How many requests are held. */
    heldCount: () => held.length,
    /** Lets the held requests through, and any later ones. */
    async release() {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Resolves after the page has painted twice more (what is on screen now has been shown). */
export const afterPaint = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * A first visit on a slow network, where the heading face arrives after the first paint: the page's woff2
 * requests are held until `release()`; `layoutShift()` is the page's cumulative layout shift so far (every
 * layout-shift entry without recent input, as Lighthouse and web-vitals count it). Call before the page loads.
 */
export async function holdFontsAndWatchShifts(page: Page) {
  const fonts = await holdRequests(page, '**/*.woff2');
  await page.addInitScript(() => {
    const scope = window as unknown as { layoutShift: number };
    scope.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) scope.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    heldCount: fonts.heldCount,
    /** Lets the fonts through and waits until the page has them and has painted with them. */
    async release() {
      await fonts.release();
      await page.evaluate(() => document.fonts.ready);
      await afterPaint(page);
    },
    layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  };
}
