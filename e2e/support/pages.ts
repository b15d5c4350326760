import type { Page } from 'playwright-core';
import { eventually } from './browser';

/** Waits until the page's only h1 reads exactly `text`. */
export async function expectHeading(page: Page, text: string) {
  await eventually(() => page.locator('h1').allInnerTexts()).toEqual([text]);
}

/** The location step's club cards (buttons inside the 'Clubs' region). */
export const clubCards = (page: Page) => page.getByRole('region', { name: 'Clubs' }).getByRole('button');

export const clubCard = (page: Page, name: string) =>
  clubCards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Each club card's name and the line under it ('N miles away' or the address). */
export function readClubCards(page: Page) {
  return clubCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const name = card.querySelector('h1, h2, h3, h4')?.textContent?.trim() ?? '';
      const detail = (card.textContent ?? '').replace(name, '').trim();
      return { name, detail, pressed: card.getAttribute('aria-pressed') };
    }),
  );
}

/** The membership step's plan cards. */
export const planCards = (page: Page) => page.getByRole('region', { name: 'Plans' }).getByRole('article');

export interface PlanCardText {
  name: string;
  price: number;
  text: string;
  /** The 'Includes:' list items that are rendered and visible. */
  features: string[];
}

export function readPlanCards(page: Page): Promise<PlanCardText[]> {
  return planCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const text = (card as HTMLElement).innerText;
      const amount = /\$([\d,]+(?:\.\d{2})?)/.exec(text)?.[1];
      const features = [...card.querySelectorAll('li')]
        .filter((item) => (item as HTMLElement).offsetParent !== null)
        .map((item) => (item as HTMLElement).innerText.trim());
      return {
        name: card.querySelector('h1, h2, h3, h4')?.textContent?.trim() ?? '',
        price: amount === undefined ? Number.NaN : Number(amount.replace(/,/g, '')),
        text,
        features,
      };
    }),
  );
}

/** The wizard's six-entry header menu. */
export const headerMenu = (page: Page) => page.getByRole('navigation', { name: 'Sign-up progress' });

/** A header menu entry by its label (its accessible name also carries 'completed' when ticked). */
export const menuEntry = (page: Page, label: string) =>
  headerMenu(page).getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
