import { expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

// The staff dashboard (issue 15, page 1): a club manager's figures, the joins chart and its text alternative.
const { newPage } = useBrowser();

const MANAGER = { email: 'manager@example.com', password: 'Manager123!' };

it.each(['desktop', 'mobile'] as const)(
  "Oakland's manager sees the dashboard's figures and the joins chart (%s)",
  async (viewport) => {
    const page = await newPage(viewport);
    await signInThroughForm(page, MANAGER);
    await page.goto('/staff/dashboard');
    await expectHeading(page, 'Dashboard');
    for (const card of ['Joins', 'Dues collected', 'Past due', 'Coming in the next 30 days', 'Check-ins']) {
      await eventually(() => page.getByRole('region', { name: card, exact: true }).count()).toBe(1);
    }
    const checkIns = await page.getByRole('region', { name: 'Check-ins' }).innerText();
    expect(checkIns).toContain('In the club now');
    expect(await page.getByRole('region', { name: 'Joins', exact: true }).innerText()).toMatch(/Last 30 days\s*\d+/);
    const chart = page.getByRole('region', { name: 'Joins per day, last 30 days' });
    await eventually(() => chart.locator('svg').count()).not.toBe(0);
    expect(await chart.innerText()).toMatch(/in the last 30 days/);
    // The manager works Oakland only: the picker offers it beside "All my clubs".
    await page.getByLabel('Club').click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['All my clubs', 'Oakland']);
    await page.getByRole('option', { name: 'Oakland' }).click();
    await eventually(() => page.getByLabel('Club').innerText()).toBe('Oakland');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `staff-dashboard-${viewport}`);
  },
);
