import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { appPathOf, outboxFor } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

// The director's staff accounts and the club scope they give (docs/decisions/0032).
const { newPage, baseUrl, allowErrors } = useBrowser();

const DIRECTOR = { email: 'director@example.com', password: 'Director123!' };
/** One new front desk per viewport, so that each run's account is told apart. */
const NEW_DESK = {
  desktop: { email: 'oakland.desk@example.com', firstName: 'Dana', lastName: 'Ortiz' },
  mobile: { email: 'oakland.phone.desk@example.com', firstName: 'Jo', lastName: 'Park' },
};
const PASSWORD = 'Oakland-Desk-2026!';

const accountCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Staff accounts' }).getByRole('listitem', { name });

async function setPasswordFromMail(page: Page, email: string) {
  const [mail] = await outboxFor(email);
  expect(mail?.subject).toContain('your staff account');
  expect(mail?.text).toContain('Front desk at Oakland');
  const url = /(\S+\/new_password\?token=\S+)/.exec(mail!.text)?.[1];
  await page.goto(appPathOf(url!));
  await page.getByLabel('New password', { exact: false }).and(page.locator('input')).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: false }).and(page.locator('input')).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL(`${baseUrl}/create_success`);
}

it.each(['desktop', 'mobile'] as const)(
  'the director adds a front desk for Oakland, which works Oakland’s desk only, then deactivates it (%s)',
  async (viewport) => {
    const { email, firstName, lastName } = NEW_DESK[viewport];
    const name = `${firstName} ${lastName}`;
    const director = await newPage(viewport);
    await signInThroughForm(director, DIRECTOR);
    await director.goto('/staff/accounts');
    await expectHeading(director, 'Staff accounts');
    await eventually(() => accountCard(director, 'Riley Chen').count()).toBe(1);

    await director.getByRole('button', { name: 'Add a staff account' }).click();
    const dialog = director.getByRole('dialog', { name: 'Add a staff account' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('First name').fill(firstName);
    await dialog.getByLabel('Last name').fill(lastName);
    // No club yet: the form says so and sends nothing.
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await eventually(() => dialog.getByText('Choose at least one club').count()).toBe(1);
    await dialog.getByRole('checkbox', { name: 'Oakland' }).check();
    await expectNoAxeViolations(director);
    await saveScreenshot(director, `staff-accounts-add-${viewport}`);
    await dialog.getByRole('button', { name: 'Add account' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => director.getByRole('status').innerText()).toContain(`${name} is added`);
    const card = accountCard(director, name);
    expect(await card.innerText()).toContain('Front desk');
    expect(await card.innerText()).toContain('Oakland');

    // The new desk chooses a password from the e-mail, signs in and is offered Oakland only, chosen already.
    const desk = await newPage(viewport);
    await setPasswordFromMail(desk, email);
    await signInThroughForm(desk, { email, password: PASSWORD });
    await desk.goto('/staff/check-in');
    await expectHeading(desk, 'Front desk check-in');
    await eventually(() => desk.getByRole('combobox', { name: 'Club' }).innerText()).toBe('Oakland');
    await desk.getByRole('combobox', { name: 'Club' }).click();
    expect(await desk.getByRole('option').allInnerTexts()).toEqual(['Oakland']);
    await desk.keyboard.press('Escape');

    // Deactivated: signed out at its next call (the browser logs the 401), and the list says so.
    allowErrors(/status of 401/);
    await card.getByRole('button', { name: 'Deactivate' }).click();
    await director.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await eventually(() => card.innerText()).toContain('Deactivated');
    // Its next call signs it out: the scan, unless a call of the page's own (the realtime connection) came first.
    await desk
      .getByLabel('Scan code')
      .fill('BFC-100001', { timeout: 5_000 })
      .then(() => desk.keyboard.press('Enter'))
      .catch(() => undefined);
    await desk.waitForURL((url) => url.pathname === '/login');
  },
);
