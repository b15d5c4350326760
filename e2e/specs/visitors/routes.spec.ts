import { expect, inject, it } from 'vitest';
import { eventually, useBrowser } from '../../support/browser';
import { expectHeading } from '../../support/pages';

const { baseUrl, newPage } = useBrowser();

it.each(['/nowhere', '/no-such-club/payment-confirmation', '/nowhere/at-all'])(
  "an unknown path (%s) shows 'Page not found' and names the tab so",
  async (path) => {
    const page = await newPage();
    await page.goto(path);
    await expectHeading(page, 'Page not found');
    await eventually(() => page.title()).toMatch(/^Page not found · /);
  },
);

it("'Go back' on 'Page not found' leads to /", async () => {
  const page = await newPage();
  await page.goto('/nowhere');
  await expectHeading(page, 'Page not found');
  await page.getByRole('button', { name: 'Go back', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
  await expectHeading(page, 'Choose a location');
});

it("/expired.html shows 'Session id expired' with a link to the company site", async () => {
  const page = await newPage();
  await page.goto('/expired.html');
  await expectHeading(page, 'Session id expired');
  const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toContain(inject('companySiteUrl'));
});
