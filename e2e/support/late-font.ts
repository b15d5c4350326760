import type { Page, Route } from 'playwright-core';

/**
 * A first visit on a slow network, where the heading face arrives after the first paint: the page's woff2
 * requests are held until `release()`; `layoutShift()` is the page's cumulative layout shift so far (every
 * layout-shift entry without recent input, as Lighthouse and web-vitals count it). Call before the page loads.
 */
export async function holdFontsAndWatchShifts(page: Page) {
  const held: Route[] = [];
  let releasing = false;
  await page.route('**/*.woff2', async (route) => {
    if (releasing) await route.continue();
    else held.push(route);
  });
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
    /** How many font requests are held. */
    heldCount: () => held.length,
    /** Lets the fonts through and waits until the page has them and has painted with them. */
    async release() {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
    },
    layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  };
}

/** Resolves after the page has painted twice more (what is on screen now has been shown). */
export const afterPaint = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
