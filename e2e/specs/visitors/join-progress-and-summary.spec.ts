import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paymentDetailsAnswerSchema } from '@gym/contracts/join';
import { formatCurrency, membershipDues } from '@gym/contracts/money';
import { CLUBS } from '@gym/server/db/seed-data/clubs';
import { plansForClub } from '@gym/server/db/seed-data/plans';
import {
  type ViewportName,
  eventually,
  expectNoAxeViolations,
  saveScreenshot,
  useBrowser,
} from '../../support/browser';
import { chooseClubAndPlan, fillPersonalInfo, giveEmail, uniqueEmail } from '../../support/join-flow';
import { expectHeading, planCards } from '../../support/pages';

/** Issue 13, points 2 and 3: the price and what is due today from the plan step on; progress kept; Back steps back. */
const { baseUrl, newPage } = useBrowser();

const PLAN = 'Marin Month to Month';
const MARIN = CLUBS.find((club) => club.displayName === 'Marin')!;
const monthlyCents = plansForClub(MARIN).find((plan) => plan.name === PLAN)!.priceCents;

const summaryOf = (page: Page) => page.getByRole('complementary', { name: /Your membership/ });

/** Opens Marin's plans and picks one; answers the server's plan preview the summary asked for. */
async function choosePlan(page: Page) {
  await page.goto('/marin');
  await expectHeading(page, 'Choose a membership');
  const previewed = page.waitForResponse((response) => response.url().endsWith('/api/ols/plan-preview'));
  await planCards(page)
    .filter({ has: page.getByRole('heading', { name: PLAN, exact: true }) })
    .getByRole('button', { name: 'Select' })
    .click();
  await expectHeading(page, 'Provide your email address');
  await page.getByLabel('Email', { exact: true }).waitFor();
  const answer = paymentDetailsAnswerSchema.parse(await (await previewed).json());
  return answer.data;
}

/** The step's last button is fully on screen and not under the summary, once the page is scrolled to its end. */
async function expectButtonClear(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const button = await page.getByRole('button', { name, exact: true }).boundingBox();
  const summary = await summaryOf(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(button).not.toBeNull();
  expect(button!.y + button!.height).toBeLessThanOrEqual(Math.min(summary!.y, viewport.height));
}

describe('the join summary and kept progress', { timeout: 120_000 }, () => {
  for (const viewport of ['desktop', 'mobile'] as const satisfies ViewportName[]) {
    it(`shows the server's due today from the plan step on (${viewport})`, async () => {
      const page = await newPage(viewport);
      const details = await choosePlan(page);
      const dues = membershipDues(monthlyCents);
      expect(details.totalDue).toBe(formatCurrency(dues.totalCents));
      expect(details.enrollmentFee).toBe(formatCurrency(monthlyCents));

      const summary = summaryOf(page);
      if (viewport === 'mobile') {
        await eventually(() => summary.getByRole('button').first().innerText()).toContain(
          `Due today ${details.totalDue}`,
        );
        await saveScreenshot(page, 'summary-bar-collapsed-mobile', { fullPage: false });
        await summary.getByRole('button', { expanded: false }).tap();
        await eventually(() => summary.getByRole('button', { expanded: true }).count()).toBe(1);
      }
      await eventually(() => summary.innerText()).toContain('Marin');
      const text = await summary.innerText();
      expect(text).toContain(PLAN);
      expect(text).toContain(details.enrollmentFee);
      expect(text).toContain(details.membershipFee);
      expect(text).toContain(details.totalDue);
      await saveScreenshot(page, `summary-email-step-${viewport}`, { fullPage: false });
      await expectNoAxeViolations(page);
      if (viewport === 'desktop') {
        // Beside the wizard, not under it.
        const panel = (await summary.boundingBox())!;
        const heading = (await page.locator('h1').boundingBox())!;
        expect(panel.x).toBeGreaterThan(heading.x + heading.width);
        // Narrowing the window turns the panel into the bar without remounting the step: what is typed stays.
        await page.getByLabel('Email', { exact: true }).fill('typed@example.com');
        await page.setViewportSize({ width: 800, height: 900 });
        await eventually(() => summary.getByRole('button', { expanded: false }).count()).toBe(1);
        expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('typed@example.com');
      }
    });
  }

  it('keeps the typed personal info across a reload, and Back goes to the previous step (mobile)', async () => {
    const page = await newPage('mobile');
    await choosePlan(page);
    await giveEmail(page, uniqueEmail('kept'));
    await fillPersonalInfo(page, { firstName: 'Kept', lastName: 'Progress', birthday: '04121990' });
    await saveScreenshot(page, 'personal-info-filled-mobile');

    await page.reload();
    await expectHeading(page, 'Provide your personal Info');
    const field = (label: string) => page.getByLabel(label, { exact: true });
    expect(await field('First Name').inputValue()).toBe('Kept');
    expect(await field('Last Name').inputValue()).toBe('Progress');
    expect(await field('Birthday').inputValue()).toBe('04/12/1990');
    expect(await field('Phone Number').inputValue()).toBe('415-555-0142');
    expect(await field('City').inputValue()).toBe('San Rafael');
    expect(await field('Zip Code').inputValue()).toBe('94901');
    expect(await field('Emergency Contact Phone Number').inputValue()).toBe('415-555-0199');
    expect(await page.getByRole('combobox', { name: 'State' }).innerText()).toContain('California');
    await saveScreenshot(page, 'personal-info-after-reload-mobile');

    // The summary never hides the step's buttons, even on a small phone.
    await page.setViewportSize({ width: 360, height: 640 });
    await expectButtonClear(page, 'Next');
    await saveScreenshot(page, 'personal-info-360-end', { fullPage: false });

    await page.goBack();
    await expectHeading(page, 'Provide your email address');
    expect(page.url()).toBe(`${baseUrl}/marin`);
    await page.goBack();
    await expectHeading(page, 'Choose a membership');
    expect(page.url()).toBe(`${baseUrl}/marin`);
    await page.goForward();
    await expectHeading(page, 'Choose a membership');
  });

  it('the page Back and the browser Back agree, back to the club list (desktop)', async () => {
    const page = await newPage('desktop');
    await chooseClubAndPlan(page, { postalCode: '94901', club: 'Marin', plan: PLAN });
    await giveEmail(page, uniqueEmail('back'));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectHeading(page, 'Provide your email address');
    await page.goBack();
    await expectHeading(page, 'Choose a membership');
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expectHeading(page, 'Choose a location');
  });
});
