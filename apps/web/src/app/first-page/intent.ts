/**
 * What the visitor did on the prerendered first page before the app took it over (docs/decisions/0030). Elements are
 * found again in the app's page by their place: the two are rendered by the same components, so the same element
 * sits at the same place, once the <style> elements the server's render puts beside styled elements are skipped
 * (the app's Emotion puts its styles in <head>).
 */
export type Place = number[];

function elementChildren(parent: Element): Element[] {
  return [...parent.children].filter((child) => child.tagName !== 'STYLE');
}

export function placeOf(element: Element, container: Element): Place | null {
  const place: Place = [];
  for (let node: Element | null = element; node !== container; node = node.parentElement) {
    if (!node?.parentElement) return null;
    place.unshift(elementChildren(node.parentElement).indexOf(node));
  }
  return place;
}

export function elementAt(container: Element, place: Place): HTMLElement | null {
  let node: Element | undefined = container;
  for (const index of place) node = node && elementChildren(node)[index];
  return node instanceof HTMLElement ? node : null;
}

/** The place of the last click on the prerendered page: its buttons do nothing until the app has taken over. */
export const firstPageIntent: { clicked: Place | null } = { clicked: null };

/**
 * Keeps the last click for the app, and keeps a form from being sent by the browser (the login's, by Enter or its
 * button): the app sends it once it has taken over, as a click on the same button. A link is the browser's to
 * follow and it has: a club page's Directions opens the maps in a tab of their own, and must not open twice.
 */
export function recordFirstPageClicks(firstPage: HTMLElement): void {
  firstPage.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    firstPageIntent.clicked = event.target.closest('a[href]') ? null : placeOf(event.target, firstPage);
  });
  firstPage.addEventListener('submit', (event) => {
    event.preventDefault();
    if (event.submitter) firstPageIntent.clicked = placeOf(event.submitter, firstPage);
  });
}
