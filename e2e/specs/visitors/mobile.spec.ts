import { expect, it } from 'vitest';
import { CLUBS, FEATURE_LISTS } from '@gym/server/db/seed-data/clubs';
import { plansForClub } from '@gym/server/db/seed-data/plans';
import { eventually, saveScreenshot, useBrowser } from '../../support/browser';
import {
  clubCard,
  clubCards,
  expectHeading,
  headerMenu,
  planCards,
  readClubCards,
  readPlanCards,
} from '../../support/pages';

const { baseUrl, newPage } = useBrowser();

it("mobile: a tap highlights a club, 'Select' opens it, and 'View More' / 'View Less' fold the features", async () => {
  const page = await newPage('mobile');
  await page.goto('/');
  await expectHeading(page, 'Choose a location');
  await eventually(() => clubCards(page).count()).toBe(8);
  expect(await headerMenu(page).count()).toBe(0);
  // No disabled 'Select' floats over the cards before a club is highlighted.
  expect(await page.getByRole('button', { name: 'Select', exact: true }).count()).toBe(0);
  await saveScreenshot(page, 'location-mobile-none-highlighted', { fullPage: false });

  await clubCard(page, 'Marin').tap();
  await eventually(async () =>
    (await readClubCards(page)).filter((card) => card.pressed === 'true').map((card) => card.name),
  ).toEqual(['Marin']);
  expect((await readClubCards(page)).every((card) => card.pressed === 'true' || card.pressed === 'false')).toBe(true);
  expect(page.url()).toBe(`${baseUrl}/`);
  await saveScreenshot(page, 'location-mobile', { fullPage: false });

  await page.getByRole('button', { name: 'Select', exact: true }).tap();
  await page.waitForURL(`${baseUrl}/marin`);
  await expectHeading(page, 'Choose a membership');
  expect(await headerMenu(page).count()).toBe(0);
  await eventually(() => planCards(page).count()).toBeGreaterThan(0);
  // Folded, a card still shows its description and the first features, not a bare 'Includes:'.
  const folded = await readPlanCards(page);
  const descriptions = new Map(
    plansForClub(CLUBS.find((club) => club.displayName === 'Marin')!).map((plan) => [plan.name, plan.description]),
  );
  expect(folded.map((plan) => plan.features)).toEqual(folded.map(() => FEATURE_LISTS.marin.slice(0, 2)));
  for (const plan of folded) expect(plan.text, plan.name).toContain(descriptions.get(plan.name));
  await saveScreenshot(page, 'plans-marin-mobile-folded');

  const first = planCards(page).first();
  await first.getByRole('button', { name: 'View More', exact: true }).tap();
  await eventually(async () => (await readPlanCards(page))[0]?.features).toEqual(FEATURE_LISTS.marin);
  await saveScreenshot(page, 'plans-marin-mobile');
  await first.getByRole('button', { name: 'View Less', exact: true }).tap();
  await eventually(async () => (await readPlanCards(page))[0]?.features).toEqual(FEATURE_LISTS.marin.slice(0, 2));
  expect(await first.getByRole('button', { name: 'View More', exact: true }).count()).toBe(1);
});
