import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { outboxFor } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../../support/sign-in';

/**
 * Issue 12's "change plan with signature" in the browser: Alex (Marin Month to Month, $88.99) moves his home club
 * to Embarcadero's Month to Month ($78.99), which costs less and so starts on the next billing day; he signs the
 * updated agreement (typed on the desktop, drawn on a phone), gets the reference and the e-mail with the agreement,
 * and withdraws it, so he is left as found.
 */
const { newPage } = useBrowser();

const REFERENCE = /Reference (CHG-[2-9A-HJKMNP-Z]{6})/;

async function chooseEmbarcadero(page: Page) {
  await signInThroughForm(page, DEMO_LOGINS.member, '/login?next=/membership');
  await expectHeading(page, 'My membership');
  await page.getByRole('button', { name: 'Change plan or club' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan or club' });
  await dialog.getByRole('combobox', { name: 'Home club' }).click();
  await page.getByRole('option', { name: 'Embarcadero', exact: true }).click();
  await dialog.getByRole('radio', { name: /^Embarcadero Month to Month, \$78\.99 a month/ }).check();
  expect(await dialog.innerText()).toMatch(/Starts on .+, your next billing day\. Nothing is charged today\./);
  return dialog;
}

async function confirmAndWithdraw(page: Page) {
  const notice = page.getByText(/Your change is scheduled\. Reference CHG-/);
  await eventually(() => notice.count()).toBe(1);
  const reference = REFERENCE.exec(await notice.innerText())![1]!;
  expect(
    await page.getByText(/you will be on Embarcadero Month to Month at Embarcadero, \$78\.99 a month/).count(),
  ).toBe(1);
  await page.getByRole('button', { name: 'Withdraw change' }).click();
  await eventually(() => page.getByRole('button', { name: 'Change plan or club' }).count()).toBe(1);
  return reference;
}

it(
  'schedules a club change signed with a typed signature, e-mails the agreement, and withdraws it (desktop)',
  { timeout: 180_000 },
  async () => {
    const page = await newPage();
    const dialog = await chooseEmbarcadero(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'membership-change-plan-choose-desktop');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const summary = dialog.getByRole('region', { name: 'Your updated agreement' });
    expect(await summary.innerText()).toContain('It replaces Marin Month to Month at Marin ($88.99 a month).');
    await dialog.getByRole('checkbox', { name: /sign and receive my agreement and receipts electronically/ }).check();
    await dialog.getByRole('textbox', { name: 'Type your full name to sign' }).fill('Alex Rivera');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'membership-change-plan-sign-desktop');
    await dialog.getByRole('button', { name: 'Sign and confirm' }).click();
    await eventually(() => dialog.count()).toBe(0);
    const reference = await confirmAndWithdraw(page);

    // The confirmation e-mail carries the updated agreement (the change nudges the notices job, which sends it in seconds).
    await expect
      .poll(
        async () =>
          (await outboxFor(DEMO_LOGINS.member.email)).find(
            (message) => message.subject === `Your plan change is scheduled (${reference})`,
          ),
        { timeout: 90_000, interval: 1000 },
      )
      .toMatchObject({ attachments: [{ contentType: 'application/pdf' }] });
  },
);

it('signs with a drawn signature on a phone, without overflow', { timeout: 120_000 }, async () => {
  const phone = await newPage('mobile');
  const dialog = await chooseEmbarcadero(phone);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('checkbox', { name: /electronically/ }).check();
  await dialog.getByRole('tab', { name: 'Draw' }).click();
  const pad = dialog.getByTestId('signature-pad');
  // The pad is loaded with its tab.
  await eventually(() => pad.isVisible()).toBe(true);
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad has no box');
  await phone.mouse.move(box.x + 20, box.y + box.height / 2);
  await phone.mouse.down();
  await phone.mouse.move(box.x + box.width - 20, box.y + 40, { steps: 10 });
  await phone.mouse.up();
  const confirm = dialog.getByRole('button', { name: 'Sign and confirm' });
  await eventually(() => confirm.isEnabled()).toBe(true);
  // Not a full-page shot: Playwright resizes the page for one, and a pad whose width changes is wiped (the
  // signature with it), as it must be when a real window is resized.
  await saveScreenshot(phone, 'membership-change-plan-sign-mobile', { fullPage: false });
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await confirm.click();
  await eventually(() => dialog.count()).toBe(0);
  await confirmAndWithdraw(phone);
});
