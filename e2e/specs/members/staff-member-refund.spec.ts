import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { signatureHeaders } from '@gym/contracts/signing';
import { historyRows } from '../../support/billing-page';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { uniqueEmail } from '../../support/join-flow';
import { joinOaklandMember } from '../../support/join-api';
import { outboxFor } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

/**
 * Issue 15's acceptance for the member's page: Oakland's manager finds a member by a misspelt name, opens their
 * page and refunds part of a payment; the member, signed in, sees the refund in their billing history.
 */
const { newPage } = useBrowser();

const MANAGER = { email: 'manager@example.com', password: 'Manager123!' };
const REASON = 'Charged twice for the first month, agreed at the desk';

/** Uses the newest set-password link e-mailed to the address, through the API the /new_password page calls. */
async function setPasswordFromOutbox(email: string, password: string) {
  await eventually(async () => (await outboxFor(email)).some((mail) => /set your password/.test(mail.subject))).toBe(
    true,
  );
  const mail = (await outboxFor(email)).find((message) => /set your password/.test(message.subject))!;
  const url = /\S+\/new_password\?token=\S+/.exec(mail.text)?.[0] ?? '';
  const resetToken = new URL(url).searchParams.get('token');
  const path = '/auth/reset_password';
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await signatureHeaders(inject('signingKey'), 'POST', path)) },
    body: JSON.stringify({ resetToken, password }),
  });
  expect(response.status).toBe(200);
}

const paymentsTable = (page: Page) => page.getByRole('table', { name: 'Payments' });

it(
  'a manager refunds part of a payment from the member page, and the member sees it',
  { timeout: 180_000 },
  async () => {
    const member = await joinOaklandMember({ firstName: 'Marisol', lastName: 'Okonkwo', email: uniqueEmail('refund') });

    const page = await newPage('desktop');
    await signInThroughForm(page, MANAGER);
    await page.goto('/staff/members');
    await page.getByLabel('Find a member').fill('Marisol Okonkow');
    const found = page.getByRole('list', { name: 'Members found' }).getByRole('listitem', { name: 'Marisol Okonkwo' });
    await eventually(() => found.count()).toBe(1);
    await found.getByRole('link', { name: 'Marisol Okonkwo' }).click();
    await expectHeading(page, 'Marisol Okonkwo');
    expect(await page.getByText(`Member ${member.memberNumber}`).count()).toBe(1);

    const payment = paymentsTable(page).locator('tbody tr').first();
    await eventually(() => payment.count()).toBe(1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'staff-member-page-desktop');

    await payment.getByRole('button', { name: /^Refund the payment of / }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund a payment' });
    const amount = dialog.getByRole('textbox', { name: /^Amount to refund/ });
    // The whole refundable amount is offered first; the manager refunds part of it.
    expect(await amount.inputValue()).toMatch(/^\d+\.\d\d$/);
    await amount.fill('10.00');
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'staff-member-refund-dialog-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => page.getByText('Refunded $10.00.').count()).toBe(1);
    // The page reads its data again: the payment shows what was refunded, and the refund is listed with its reason.
    await eventually(() => payment.innerText()).toContain('$10.00');
    await eventually(() => page.getByText(REASON, { exact: false }).count()).toBeGreaterThan(0);

    const phone = await newPage('mobile');
    await signInThroughForm(phone, MANAGER);
    await phone.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
    await expectHeading(phone, 'Marisol Okonkwo');
    await eventually(() => paymentsTable(phone).locator('tbody tr').count()).toBe(1);
    await expectNoAxeViolations(phone);
    await saveScreenshot(phone, 'staff-member-page-mobile');

    // The join keeps no password: the manager e-mails the member a set-password link from the page, and the member
    // sets it from that e-mail.
    await page.getByRole('button', { name: 'Send set-password link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Send a set-password link' });
    await linkDialog.getByRole('textbox', { name: /^Reason/ }).fill('Joined online, asked for a password at the desk');
    await linkDialog.getByRole('button', { name: 'Send link' }).click();
    await eventually(() => linkDialog.count()).toBe(0);
    const password = 'Refund-Seen-2026!';
    await setPasswordFromOutbox(member.email, password);

    const own = await newPage('desktop');
    await signInThroughForm(own, { email: member.email, password });
    await own.goto('/billing');
    await eventually(async () => (await historyRows(own)).some((row) => row.join(' ').includes('$10.00'))).toBe(true);
    const refund = (await historyRows(own)).find((row) => row.join(' ').includes('$10.00'))!;
    expect(refund.join(' ')).toMatch(/Refund/);
    await saveScreenshot(own, 'staff-member-refund-member-billing');
  },
);
