import { describe, expect, it } from 'vitest';
import { CLUBS, FEATURE_LISTS } from '@gym/server/db/seed-data/clubs';
import { plansForClub } from '@gym/server/db/seed-data/plans';
import { eventually, saveScreenshot, useBrowser } from '../../support/browser';
import {
  clubCard,
  clubCards,
  expectHeading,
  headerMenu,
  menuEntry,
  planCards,
  readClubCards,
  readPlanCards,
} from '../../support/pages';

/** A nearby club's card reads 'N miles away' and, right after it, its street and city. */
const MILES_AWAY = /^\d+(\.\d)? miles away\S/;
const { baseUrl, newPage } = useBrowser();
const oaklandPlans = new Map(
  plansForClub(CLUBS.find((club) => club.displayName === 'Oakland')!).map((plan) => [plan.name, plan.description]),
);

describe('location and membership steps (desktop)', () => {
  it('sorts the clubs by distance from 94612, opens Oakland and returns through the header menu', async () => {
    const page = await newPage();
    await page.goto('/');
    await expectHeading(page, 'Choose a location');
    await eventually(() => clubCards(page).count()).toBe(8);
    expect(await menuEntry(page, 'location').getAttribute('aria-current')).toBe('step');

    const postalCode = page.getByLabel('Postal code', { exact: true });
    expect(await postalCode.getAttribute('placeholder')).toBe('Enter Postal Code');
    await postalCode.pressSequentially('94612');
    await eventually(async () => (await readClubCards(page))[0]).toMatchObject({
      name: 'Oakland',
      detail: expect.stringMatching(MILES_AWAY),
    });
    const cards = await readClubCards(page);
    expect(cards).toHaveLength(8);
    for (const card of cards) expect(card.detail).toMatch(MILES_AWAY);
    const miles = cards.map((card) => Number.parseFloat(card.detail));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    await saveScreenshot(page, 'location-desktop');

    // The street and city stay on the card beside the distance, with no hover needed.
    expect(cards[0]?.detail).toMatch(/ miles away1900 Broadway, Oakland$/);
    await clubCard(page, 'Oakland').click();
    await page.waitForURL(`${baseUrl}/oakland`);
    await expectHeading(page, 'Choose a membership');
    await eventually(() => planCards(page).count()).toBeGreaterThanOrEqual(2);
    const plans = await readPlanCards(page);
    const prices = plans.map((plan) => plan.price);
    expect(prices.every(Number.isFinite)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const monthly = plans.filter((plan) => /month/i.test(plan.name));
    const premier = plans.filter((plan) => /premier/i.test(plan.name));
    expect(monthly.length).toBeGreaterThan(0);
    expect(premier.length).toBeGreaterThan(0);
    for (const plan of monthly) expect(plan.text).toContain('Monthly recurring payment');
    for (const plan of plans) {
      const lines = plan.text.split('\n').map((line) => line.trim());
      if (premier.includes(plan)) {
        expect(lines).toContain('Includes All Gym Access, plus:');
        expect(lines).not.toContain('Includes:');
      } else {
        expect(lines).toContain('Includes:');
        expect(lines).not.toContain('Includes All Gym Access, plus:');
      }
      expect(plan.features, plan.name).toEqual(FEATURE_LISTS.oakland);
      expect(plan.text, plan.name).toContain(oaklandPlans.get(plan.name));
    }
    const nutrition = page.getByRole('note', { name: 'Digital Features: Nutrition' });
    expect(await nutrition.isVisible()).toBe(true);
    expect(await nutrition.innerText()).toContain('digital nutrition program');
    await saveScreenshot(page, 'plans-oakland-desktop');

    const locationEntry = menuEntry(page, 'location');
    expect(await locationEntry.getByRole('img', { name: 'completed' }).count()).toBe(1);
    expect(await menuEntry(page, 'membership').getByRole('img', { name: 'completed' }).count()).toBe(0);
    await locationEntry.click();
    await page.waitForURL(`${baseUrl}/`);
    await expectHeading(page, 'Choose a location');
    await eventually(() => clubCards(page).count()).toBe(8);
  });

  // The back button and the club name above the plans both return to the root path.
  it.each([{ back: 'Choose a different location' }, { back: 'Oakland' }])(
    '$back on the plans page goes back to /',
    async ({ back }) => {
      const page = await newPage();
      await page.goto('/oakland');
      await expectHeading(page, 'Choose a membership');
      await page.getByRole('main').getByRole('button', { name: back, exact: true }).click();
      await page.waitForURL(`${baseUrl}/`);
      await expectHeading(page, 'Choose a location');
      expect(await headerMenu(page).getByRole('img', { name: 'completed' }).count()).toBe(0);
    },
  );

  it.each([
    { slug: 'oakland', own: FEATURE_LISTS.oakland, other: FEATURE_LISTS.marin },
    { slug: 'marin', own: FEATURE_LISTS.marin, other: FEATURE_LISTS.oakland },
  ])('opened directly, the $slug path shows its own feature list', async ({ slug, own, other }) => {
    const page = await newPage();
    await page.goto(`/${slug}`);
    await expectHeading(page, 'Choose a membership');
    await eventually(() => planCards(page).count()).toBeGreaterThan(0);
    for (const plan of await readPlanCards(page)) expect(plan.features, plan.name).toEqual(own);
    const pageText = await page.locator('main').innerText();
    for (const feature of other.filter((item) => !own.includes(item))) expect(pageText).not.toContain(feature);
  });

  it('Tab reaches a club card and Enter selects it', async () => {
    const page = await newPage();
    await page.goto('/');
    await eventually(() => clubCards(page).count()).toBe(8);
    let focusedClub: string | null = null;
    for (let presses = 0; presses < 30 && !focusedClub; presses += 1) {
      await page.keyboard.press('Tab');
      focusedClub = await page.evaluate(() => {
        const card = document.activeElement?.closest('section[aria-label="Clubs"] button');
        return card?.querySelector('h2')?.textContent ?? null;
      });
    }
    expect(focusedClub, 'a club card never got the keyboard focus').not.toBeNull();
    // The focused card carries a solid ring (MUI's own cue is a faint tint on a dark photo).
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: style.outlineWidth };
    });
    expect(outline).toEqual({ style: 'solid', width: '4px' });
    await saveScreenshot(page, 'location-focus-desktop', { fullPage: false });
    await page.keyboard.press('Enter');
    const slug = focusedClub!.toLowerCase().replace(/\s+/g, '-');
    await page.waitForURL(`${baseUrl}/${slug}`);
    await expectHeading(page, 'Choose a membership');
  });

  it.each(['desktop', 'mobile'] as const)(
    'a far postal code (New York) says no club is nearby and names the nearest (%s)',
    async (viewport) => {
      const page = await newPage(viewport);
      await page.goto('/');
      await eventually(() => clubCards(page).count()).toBe(8);
      await page.getByLabel('Postal code', { exact: true }).pressSequentially('10001');
      const status = page.getByRole('status').filter({ hasText: 'no club' });
      await eventually(() => status.innerText()).toMatch(
        /^There is no club within 50 miles of you\. Our nearest club is [\w -]+, .+, .+\.$/,
      );
      const cards = await readClubCards(page);
      expect(cards).toHaveLength(8);
      expect(await status.innerText()).toContain(`nearest club is ${cards[0]?.name}, `);
      for (const card of cards) expect(card.detail).not.toMatch(/miles away/);
      await saveScreenshot(page, `location-far-${viewport}`, { fullPage: false });
    },
  );

  it.each(['desktop', 'mobile'] as const)("/castro's plans each say what they offer (%s)", async (viewport) => {
    const page = await newPage(viewport);
    await page.goto('/castro');
    await expectHeading(page, 'Choose a membership');
    await eventually(() => planCards(page).count()).toBe(3);
    const castro = new Map(
      plansForClub(CLUBS.find((club) => club.displayName === 'Castro')!).map((plan) => [plan.name, plan.description]),
    );
    const shown = await readPlanCards(page);
    expect(shown.map((plan) => plan.name).sort()).toEqual([...castro.keys()].sort());
    for (const plan of shown) expect(plan.text, plan.name).toContain(castro.get(plan.name));
    await saveScreenshot(page, `plans-castro-${viewport}`);
  });
});
