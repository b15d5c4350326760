import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { joinOaklandMember } from '../../support/join-api';
import { uniqueEmail } from '../../support/join-flow';
import { appPathOf } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

// Referral links (managers and the director) and plans and prices (the director), issue 15's pages 4 and 5.
const { newPage } = useBrowser();

const MANAGER = { email: 'manager@example.com', password: 'Manager123!' };
const DIRECTOR = { email: 'director@example.com', password: 'Director123!' };
/** The demo has no active Oakland member: one joins at Oakland first, through the join's API. */
const REFERRER = { firstName: 'Robin', lastName: `Referrer${randomUUID().slice(0, 4).replace(/\d/g, 'x')}` };

beforeAll(async () => {
  await joinOaklandMember({ ...REFERRER, email: uniqueEmail('referrer') });
});

describe('referral links and plan prices in the staff console', () => {
  it.each(['desktop', 'mobile'] as const)(
    "Oakland's manager makes a referral link for an Oakland member, which opens the join with the plan (%s)",
    async (viewport) => {
      const name = `${REFERRER.firstName} ${REFERRER.lastName}`;
      const page = await newPage(viewport);
      await signInThroughForm(page, MANAGER);
      await page.goto('/staff/referral-links');
      await expectHeading(page, 'Referral links');
      await page.getByLabel('Find the member').fill(REFERRER.lastName);
      const found = page.getByRole('list', { name: 'Members found' }).getByRole('button');
      await eventually(() => found.count()).toBe(1);
      await found.first().click();
      await page.getByRole('combobox', { name: 'Plan' }).click();
      await page.getByRole('option', { name: /^Oakland Premier Month to Month/ }).click();
      await page.getByRole('button', { name: 'Make the link' }).click();
      const link = page.getByLabel('Referral link', { exact: true });
      await eventually(() => link.count()).toBe(1);
      const url = await link.innerText();
      expect(url).toMatch(/\/\?member=\d+&plan=oakland-premier&code=/);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await eventually(() =>
        page
          .getByRole('status')
          .filter({ hasText: /copied|copy it/ })
          .count(),
      ).toBe(1);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `staff-referral-link-${viewport}`);

      // A friend opens the link: the join names the referrer and has the plan chosen, at Oakland.
      const friend = await newPage(viewport);
      await friend.goto(appPathOf(url));
      await expectHeading(friend, 'Provide your email address');
      expect(new URL(friend.url()).pathname).toBe('/oakland');
      await eventually(() => friend.getByText(`You're using ${name} referral link.`, { exact: true }).count()).toBe(1);
      await saveScreenshot(friend, `staff-referral-link-opened-${viewport}`);
    },
  );

  it.each([
    ['desktop', 'Oakland Month to Month'],
    ['mobile', 'Marin Premier Month to Month'],
  ] as const)('the director schedules a price change from the earliest billing day (%s)', async (viewport, plan) => {
    const page = await newPage(viewport);
    await signInThroughForm(page, DIRECTOR);
    await page.goto('/staff/plans');
    await expectHeading(page, 'Plans and prices');
    await page.getByRole('button', { name: `Change the price of ${plan}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change the price of ${plan}` });
    const date = dialog.getByLabel('First billing day at the new price', { exact: false });
    const earliest = await date.inputValue();
    expect(earliest).toMatch(/^\d{4}-\d{2}-01$/);

    // A billing day sooner than the 30 days' notice: the form says the earliest and sends nothing.
    const [year, month] = earliest.split('-').map(Number) as [number, number];
    const sooner = month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
    await date.fill(sooner);
    await dialog.getByLabel('New monthly price', { exact: false }).fill('79.99');
    await dialog.getByLabel('Reason', { exact: false }).fill('New equipment across the club');
    await dialog.getByRole('button', { name: 'Schedule the change' }).click();
    await eventually(() => dialog.getByText(/Members must be told 30 days before a price change/).count()).toBe(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `staff-plans-change-${viewport}`);

    await date.fill(earliest);
    await dialog.getByRole('button', { name: 'Schedule the change' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => page.getByRole('status').innerText()).toContain(`${plan}: $79.99 a month from`);
    // A table on a desktop, cards on a phone.
    const row = page.getByRole(viewport === 'mobile' ? 'listitem' : 'row', { name: plan });
    await eventually(() => row.innerText()).toContain('$79.99 from');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `staff-plans-${viewport}`);
  });
});
