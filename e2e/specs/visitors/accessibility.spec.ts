import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, useBrowser } from '../../support/browser';
import { clubCards, expectHeading, planCards } from '../../support/pages';

const { newPage } = useBrowser();

/** Each page is checked once its content (not a spinner) is on screen. */
const PAGES: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: async (page) => void (await eventually(() => clubCards(page).count()).toBe(8)) },
  {
    path: '/oakland',
    ready: async (page) => void (await eventually(() => planCards(page).count()).toBeGreaterThan(0)),
  },
  {
    path: '/castro',
    ready: async (page) => void (await eventually(() => planCards(page).count()).toBeGreaterThan(0)),
  },
  { path: '/nowhere/at-all', ready: (page) => expectHeading(page, 'Page not found') },
  { path: '/expired.html', ready: (page) => expectHeading(page, 'Session id expired') },
  {
    path: '/locations',
    ready: async (page) => {
      await expectHeading(page, 'Our clubs');
      await eventually(() => page.getByRole('list', { name: 'Rooms' }).count()).toBe(8);
    },
  },
];

it.each(PAGES)('axe-core finds no WCAG 2.1 A/AA violations on $path', async ({ path, ready }) => {
  const page = await newPage();
  await page.goto(path);
  await ready(page);
  await expectNoAxeViolations(page);
});

it('axe-core finds no violations on a phone: a far postal code, a highlighted club and folded plans', async () => {
  const page = await newPage('mobile');
  await page.goto('/');
  await eventually(() => clubCards(page).count()).toBe(8);
  await page.getByLabel('Postal code', { exact: true }).pressSequentially('10001');
  await eventually(() => page.getByRole('status').filter({ hasText: 'no club' }).count()).toBe(1);
  await clubCards(page).first().tap();
  await eventually(() => page.getByRole('button', { name: 'Select', exact: true }).count()).toBe(1);
  await expectNoAxeViolations(page);
  await page.goto('/castro');
  await eventually(() => planCards(page).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

// heading-order is one of axe's best-practice rules, outside the WCAG tags above: checked on its own for the join's
// first pages, where club and plan names once jumped from the step's h1 to h3.
it.each(['/', '/castro'])('headings on %s go down one level at a time (axe heading-order)', async (path) => {
  const page = await newPage();
  await page.goto(path);
  await eventually(() => page.locator('section[aria-label] :is(h2, h3, h4)').count()).toBeGreaterThan(0);
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
});
