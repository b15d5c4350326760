import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Club, NO_POSITION } from '@gym/contracts/clubs';
import type { Plan } from '@gym/contracts/plans';
import { renderClubPage, renderClubPlacePage, renderFirstPage, renderLoginPage } from './render';
import { CASTRO_PAGE, CASTRO_PLANS } from '../../test/club-page';
import { activateLocale } from '../../lib/i18n/i18n';
import { TEST_APP_CONFIG } from '../../test/app-config';

const CLUBS: Club[] = [
  {
    clubautomationclubidC: '106',
    name: 'Bay Fit Oakland',
    displayName: 'Oakland',
    streetC: '1900 Broadway',
    cityC: 'Oakland',
    miles: null,
    totalCapacity: 300,
    olsBgMobile: '/m.svg',
    olsBgDesktop: '/d.svg',
  },
];

const firstPageMarkup = async (...args: Parameters<typeof renderFirstPage>) => (await renderFirstPage(...args)).markup;
const loginPageMarkup = async (...args: Parameters<typeof renderLoginPage>) => (await renderLoginPage(...args)).markup;

const MONTHLY: Plan = {
  id: 'oakland-monthly',
  name: 'Oakland Month to Month',
  itemName: 'Oakland Monthly Membership',
  price: 78.99,
  description: 'Unlimited access to Oakland, billed monthly.',
  locationIds: ['106'],
};
const PREMIER: Plan = { ...MONTHLY, id: 'oakland-premier', name: 'Oakland Premier Month to Month', price: 118.99 };

/** The markup's visible words and names, without tags or Emotion's styles. */
function words(markup: string): string {
  const page = new DOMParser().parseFromString(markup, 'text/html');
  page.querySelectorAll('style').forEach((style) => style.remove());
  return page.body.textContent ?? '';
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the first page rendered on the server (docs/decisions/0030)', () => {
  it('renders the location step in English by default, with the switcher beside the title', async () => {
    const markup = await firstPageMarkup(CLUBS, TEST_APP_CONFIG);
    expect(words(markup)).toContain('Postal code');
    expect(markup).toContain('placeholder="Enter Postal Code"');
    expect(markup).toContain('aria-label="Clubs"');
    expect(markup).toMatch(/<button[^>]*lang="es"[^>]*>Español<\/button>/);
  });

  it('renders it in Spanish when asked, with the club list the hand-over looks for', async () => {
    const markup = await firstPageMarkup(CLUBS, TEST_APP_CONFIG, 'es');
    expect(words(markup)).toContain('Código postal');
    expect(markup).toContain('placeholder="Ingrese su código postal"');
    expect(markup).toContain('aria-label="Usar mi ubicación"');
    expect(markup).toMatch(/<section[^>]*aria-label="Clubes"[^>]*data-club-list="true"/);
    expect(words(markup)).toContain('Oakland');
    expect(markup).toMatch(/<button[^>]*lang="en"[^>]*>English<\/button>/);
    // The next render in English is English again: one translator, switched per render.
    expect(words(await firstPageMarkup(CLUBS, TEST_APP_CONFIG, 'en'))).toContain('Postal code');
  });

  it('renders /login as an empty sign-in form the browser cannot send itself, its labels above the fields', async () => {
    const markup = await loginPageMarkup(TEST_APP_CONFIG);
    const page = new DOMParser().parseFromString(markup, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Log in');
    const form = page.querySelector('form');
    expect(form?.getAttribute('aria-label')).toBeTruthy();
    const email = form?.querySelector('input[type="email"]');
    expect(email?.hasAttribute('autofocus')).toBe(true);
    expect(email?.getAttribute('value')).toBe('');
    expect(form?.querySelector('input[type="password"]')).not.toBeNull();
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Log in');
    // Shrunk from the start: what is typed before the app has started does not sit on the label.
    expect(form?.querySelectorAll('label[data-shrink="true"]')).toHaveLength(2);
    expect(words(await loginPageMarkup(TEST_APP_CONFIG, 'es'))).toContain('Contraseña');
  });

  it('gives the data each page shows by its query key: the clubs for `/`, nothing for /login', async () => {
    expect((await renderFirstPage(CLUBS, TEST_APP_CONFIG)).queries).toEqual([
      [['clubs', 'sorted', NO_POSITION], CLUBS],
    ]);
    expect((await renderLoginPage(TEST_APP_CONFIG)).queries).toEqual([]);
  });

  it("renders a club's path as its plans, cheapest first, each with Select, and gives the club and plans it used", async () => {
    const [oakland] = CLUBS as [Club];
    const planInfo = {
      clubId: '106',
      features: ['Strength floor', 'Cardio deck', 'Group classes'],
      planData: [PREMIER, MONTHLY],
    };
    const { markup, queries } = await renderClubPage('oakland', oakland, planInfo, TEST_APP_CONFIG);
    const page = new DOMParser().parseFromString(markup, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Choose a membership');
    const cards = [...page.querySelectorAll('section article')];
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual([MONTHLY.name, PREMIER.name]);
    for (const card of cards) expect([...card.querySelectorAll('button')].at(-1)?.textContent).toBe('Select');
    expect(words(markup)).not.toContain('Loading');
    expect(queries).toEqual([
      [['clubs', 'by-name', 'oakland'], oakland],
      [['plans', 'by-location', 'oakland'], { ...planInfo, planData: [MONTHLY, PREMIER] }],
    ]);
  });

  it("renders a club's own page: where it is, its hours, how busy, rooms, trainers and plans, with the data it used", async () => {
    const planInfo = { ...CASTRO_PLANS, planData: [PREMIER, MONTHLY] };
    const { markup, queries } = await renderClubPlacePage(CASTRO_PAGE, planInfo, TEST_APP_CONFIG);
    const page = new DOMParser().parseFromString(markup, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Castro');
    expect([...page.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'How busy',
      'Hours',
      "Today's classes",
      'Rooms',
      'Amenities',
      'Trainers at this club',
      'Memberships',
    ]);
    expect(words(markup)).toContain('2301 Market Street, San Francisco, CA 94114');
    expect(words(markup)).toContain('Jordan Lee');
    // The hand-over waits for the app's 'Join at this club' (handover.ts); the prerendered one is a plain link.
    expect(page.querySelector('[data-club-page] a[data-join-club]')?.getAttribute('href')).toBe('/castro');
    expect([...page.querySelectorAll('article h3')].map((heading) => heading.textContent)).toEqual([
      MONTHLY.name,
      PREMIER.name,
    ]);
    expect(words(markup)).not.toContain('Loading');
    expect(queries).toEqual([
      [['clubs', 'page', 'castro'], CASTRO_PAGE],
      [['plans', 'by-location', 'castro'], { ...planInfo, planData: [MONTHLY, PREMIER] }],
    ]);
    const spanish = await renderClubPlacePage(CASTRO_PAGE, planInfo, TEST_APP_CONFIG, 'es');
    expect(words(spanish.markup)).toContain('Inscribirse en este club');
  });
});
