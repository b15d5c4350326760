import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { cancellationLastDay } from '../../support/billing-page';
import { outboxFor } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../../support/sign-in';

/**
 * Issue 12's done-condition in the browser: a member cancels from the home page in two clicks, told the last day
 * and that no charge follows before confirming, and withdraws it; freezes and unfreezes. Jordan (100002), who
 * shares the family e-mail with Sam, is used and left as found (active, nothing frozen or cancelled).
 */
const { newPage } = useBrowser();

const JORDAN = { ...DEMO_LOGINS.familyMember, clubId: '100002' };

async function newestToJordan(subject: RegExp) {
  const messages = await outboxFor(JORDAN.email);
  return messages.find((message) => subject.test(message.subject) && message.text.startsWith('Hi Jordan,'));
}

const statusChip = (page: Page) => page.getByLabel(/^Status: /);

async function cancelFromHome(page: Page, name: 'desktop' | 'mobile') {
  await expectHeading(page, 'Hi, Jordan');
  // Click one: the home's link; the confirmation opens on /membership with the dates and money stated.
  await page.getByRole('link', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your membership' });
  await eventually(() => dialog.innerText()).toContain(`Your last day of membership will be ${cancellationLastDay()}`);
  const text = await dialog.innerText();
  expect(text).toMatch(
    /No further charges will be taken\.|Your last charge will be \$\d+\.\d\d on .+\. No charge follows it\./,
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `membership-cancel-dialog-${name}`);
  // Click two: confirmed.
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await eventually(() => dialog.count()).toBe(0);
  const notice = page.getByText(/Your membership is cancelled: your last day is/);
  await eventually(() => notice.count()).toBe(1);
  expect(await notice.innerText()).toContain(cancellationLastDay());
  expect(await notice.innerText()).toMatch(/Reference CAN-[2-9A-HJKMNP-Z]{6}/);
  expect(await statusChip(page).innerText()).toBe('Cancelling');
  await saveScreenshot(page, `membership-cancelled-${name}`);
}

async function withdraw(page: Page) {
  await page.getByRole('button', { name: 'Withdraw cancellation' }).click();
  await eventually(() => statusChip(page).innerText()).toBe('Active');
  expect(await page.getByRole('button', { name: 'Cancel membership' }).count()).toBe(1);
}

it(
  'cancels from the home page in two clicks, e-mails the reference, and withdraws it (desktop)',
  { timeout: 180_000 },
  async () => {
    const page = await newPage();
    await signInThroughForm(page, JORDAN);
    await cancelFromHome(page, 'desktop');
    const reference = /Reference (CAN-\w{6})/.exec(await page.getByText(/Reference CAN-/).innerText())?.[1];

    // The confirmation e-mail names the reference and the last day (the change nudges the notices job, which sends it in seconds).
    await expect
      .poll(() => newestToJordan(new RegExp(`^Your membership is cancelled \\(${reference}\\)$`)), {
        timeout: 90_000,
        interval: 1000,
      })
      .toBeDefined();
    const mail = (await newestToJordan(/^Your membership is cancelled/))!;
    expect(mail.text).toContain(`Last day of membership: ${cancellationLastDay()}`);

    await withdraw(page);
  },
);

it('cancels in two clicks on a phone too, without overflow', { timeout: 120_000 }, async () => {
  const phone = await newPage('mobile');
  await signInThroughForm(phone, JORDAN);
  await cancelFromHome(phone, 'mobile');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await withdraw(phone);
});

for (const viewport of ['desktop', 'mobile'] as const) {
  it(`freezes for a month from the next billing day and unfreezes (${viewport})`, { timeout: 120_000 }, async () => {
    const page = await newPage(viewport);
    await signInThroughForm(page, JORDAN, '/login?next=/membership');
    await expectHeading(page, 'My membership');
    await page.getByRole('button', { name: 'Freeze membership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Freeze your membership' });
    await dialog.getByRole('radio').first().check();
    await saveScreenshot(page, `membership-freeze-dialog-${viewport}`);
    await dialog.getByRole('button', { name: /^Freeze for 1 month/ }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => page.getByRole('button', { name: 'Unfreeze now' }).count()).toBe(1);
    expect(await page.getByText(/Reference FRZ-[2-9A-HJKMNP-Z]{6}/).count()).toBeGreaterThanOrEqual(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `membership-frozen-${viewport}`);

    await page.getByRole('button', { name: 'Unfreeze now' }).click();
    await eventually(() => page.getByRole('button', { name: 'Freeze membership' }).count()).toBe(1);
    expect(await statusChip(page).innerText()).toBe('Active');
  });
}
