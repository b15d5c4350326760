import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ClubPage, directionsUrl } from '@gym/contracts/club-page';
import type { ClubSlug } from '@gym/contracts/constants';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { expectHeading, menuEntry, planCards } from '../../support/pages';
import { signedJson } from '../../support/signed-api';

// A club's own page (issue 28, docs/decisions/0048): public, sent as finished HTML like `/` and taken over by the app
// on the visitor's first sign of intent, and described to search engines as a schema.org HealthClub.
const { newPage, baseUrl } = useBrowser();

const SLUG: ClubSlug = 'castro';
const PATH = `/locations/${SLUG}`;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const clubPage = async () => (await signedJson<{ data: ClubPage }>('GET', `/clubs/page/${SLUG}`)).data;

const appHasTakenOver = async (page: Page) => (await page.locator('#first-page').count()) === 0;

/** The page's schema.org data, each block parsed. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown));

const hhmm = (minutes: number) =>
  `${String(Math.floor(Math.min(minutes, 1439) / 60)).padStart(2, '0')}:${String(Math.min(minutes, 1439) % 60).padStart(2, '0')}`;

describe("a club's own page for a visitor", () => {
  it.each(['mobile', 'desktop'] as const)(
    'shows where the club is, its hours, how busy, its rooms, trainers and plans (%s)',
    async (viewport) => {
      const api = await clubPage();
      const page = await newPage(viewport);
      await page.goto(PATH);
      // The server's page, before any script but the boot script has run.
      await expectHeading(page, api.club.displayName);
      expect(await appHasTakenOver(page)).toBe(false);
      await page.mouse.move(20, 200);
      await eventually(() => appHasTakenOver(page)).toBe(true);
      await expectHeading(page, api.club.displayName);
      expect(await page.title()).toBe(`${api.club.displayName} gym in ${api.address.city} · Bay Fit Clubs`);

      const main = page.getByRole('main');
      await expect(main.getByText(api.address.street, { exact: false }).first().isVisible()).resolves.toBe(true);
      const directions = page.getByRole('link', { name: /^Directions/ });
      expect(await directions.getAttribute('href')).toBe(directionsUrl(api));
      expect(await directions.getAttribute('target')).toBe('_blank');
      expect(await page.getByTestId('club-opening-line').innerText()).toMatch(
        /^(Open now · closes .+|Closed · opens .+|Open 24 hours|Closed)$/,
      );
      for (const heading of ['How busy', 'Hours', 'Rooms', 'Amenities', 'Trainers at this club', 'Memberships'])
        expect(await page.getByRole('heading', { level: 2, name: heading, exact: true }).count(), heading).toBe(1);

      const hours = page.getByRole('region', { name: 'Hours' });
      expect(await hours.getByRole('row').count()).toBe(7);
      const busy = page.getByRole('region', { name: 'How busy' });
      if (api.hours.now.open && api.busy.people !== null)
        expect(await busy.innerText()).toContain(`About ${api.busy.people} people`);
      if (api.busy.usual.length > 0) expect(await busy.getByRole('listitem').count()).toBe(api.busy.usual.length);
      const rooms = page.getByRole('region', { name: 'Rooms' });
      for (const room of api.rooms) expect(await rooms.getByRole('heading', { name: room.name }).count()).toBe(1);
      const trainers = page.getByRole('region', { name: 'Trainers at this club' });
      for (const trainer of api.trainers)
        expect(await trainers.getByText(`${trainer.firstName} ${trainer.lastName}`).count()).toBe(1);
      expect(await page.getByRole('region', { name: 'Memberships' }).getByRole('article').count()).toBeGreaterThan(0);

      await saveScreenshot(page, `club-page-${viewport}`);
      await expectNoAxeViolations(page);
    },
  );

  it('describes the club to search engines in the HTML as sent: a HealthClub with its address, place and hours', async () => {
    const api = await clubPage();
    const html = await (await fetch(`${baseUrl}${PATH}`, { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(/<head>[\s\S]*<script type="application\/ld\+json">[\s\S]*<\/head>/);

    // In the browser too, where a CSP refusal would be a console error (which fails the test).
    const page = await newPage();
    await page.goto(PATH);
    const [data, ...others] = await structuredData(page);
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HealthClub',
      name: api.club.name,
      url: expect.stringMatching(new RegExp(`${PATH}$`)),
      address: {
        '@type': 'PostalAddress',
        streetAddress: api.address.street,
        addressLocality: api.address.city,
        addressRegion: api.address.region,
        postalCode: api.address.postalCode,
        addressCountry: api.address.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: api.latitude, longitude: api.longitude },
    });
    const specifications = (
      data as { openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[] }
    ).openingHoursSpecification;
    api.hours.weekly.forEach((day, index) => {
      const given = specifications.filter((entry) => entry.dayOfWeek.includes(DAYS[index]!));
      if (day === null) expect(given, DAYS[index]).toEqual([]);
      else
        expect(
          given.map(({ opens, closes }) => ({ opens, closes })),
          DAYS[index],
        ).toEqual([{ opens: hhmm(day.opens), closes: hhmm(day.closes) }]);
    });
    // The app taking the page over keeps it (it is in the head, not in the prerendered page).
    await page.mouse.move(20, 200);
    await eventually(() => appHasTakenOver(page)).toBe(true);
    expect(await structuredData(page)).toHaveLength(1);
  });

  it("'Join at this club' opens the join at the club's plan step, before and after the app has taken over", async () => {
    const api = await clubPage();
    const phone = await newPage('mobile');
    await phone.goto(PATH);
    await phone.getByRole('link', { name: 'Join at this club' }).first().tap();
    await phone.waitForURL(`${baseUrl}/${SLUG}`);
    await expectHeading(phone, 'Choose a membership');
    await eventually(() => planCards(phone).count()).toBeGreaterThan(0);

    const desktop = await newPage('desktop');
    await desktop.goto(PATH);
    await desktop.mouse.move(20, 200);
    await eventually(() => appHasTakenOver(desktop)).toBe(true);
    await desktop.getByRole('link', { name: 'Join at this club' }).last().click();
    await desktop.waitForURL(`${baseUrl}/${SLUG}`);
    await expectHeading(desktop, 'Choose a membership');
    expect(await menuEntry(desktop, 'membership').getAttribute('aria-current')).toBe('step');
    await eventually(() => planCards(desktop).count()).toBeGreaterThan(0);
    expect(await desktop.getByText(api.club.displayName, { exact: true }).count()).toBeGreaterThan(0);
  });

  it('opens the directions once when they are tapped before the app has taken over', async () => {
    const phone = await newPage('mobile');
    const context = phone.context();
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' }),
    );
    const opened: string[] = [];
    context.on('page', (popup) => opened.push(popup.url()));
    await phone.goto(PATH);
    const popup = context.waitForEvent('page');
    await phone.getByRole('link', { name: /^Directions/ }).tap();
    await popup;
    // The tap was intent too: the app takes over, and must not follow the link a second time.
    await eventually(() => appHasTakenOver(phone)).toBe(true);
    await phone.waitForTimeout(1_000);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\//);
  });

  it('reads in Spanish for a Spanish browser, and is "Page not found" for any other segment', async () => {
    const page = await newPage('mobile', { locale: 'es-US' });
    await page.goto(PATH);
    expect(await page.getByRole('link', { name: /^Cómo llegar/ }).count()).toBe(1);
    expect(await page.title()).toMatch(/^Gimnasio .+ en /);
    await page.goto('/locations/nowhere');
    await expectHeading(page, 'Página no encontrada');
  });
});
