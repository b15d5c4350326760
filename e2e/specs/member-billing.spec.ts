import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../support/browser';
import { addCard } from '../support/join-flow';
import { expectHeading } from '../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../support/sign-in';

const { newPage, allowErrors } = useBrowser();

/** The seeded card expires in December three years on (db/seed-demo-billing.ts); the cards added here 12/30. */
const SEEDED_EXPIRY = `12/${String(new Date().getUTCFullYear() + 3).slice(2)}`;

const amountDue = (page: Page) => page.getByTestId('amount-due').innerText();
const primaryCard = (page: Page) => page.getByTestId('primary-card').innerText();
const savedCards = (page: Page) =>
  page
    .getByRole('list', { name: 'Saved cards' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

/** Types a card into the provider's frame in the named dialog and saves it; waits for the dialog to close. */
async function saveNewCard(page: Page, dialogName: 'Add New Card' | 'Update Card', number: string, save: string) {
  await addCard(page, number, 'Alex Rivera', dialogName);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: save, exact: true }).click();
  await eventually(() => dialog.count()).toBe(0);
}

it('the demo member adds cards in the frame, is declined, makes a card primary, deletes cards and pays', async () => {
  // The declined payment's 402 is logged by the browser as a failed resource.
  allowErrors(/status of 402/);
  const page = await newPage();
  await signInThroughForm(page, DEMO_LOGINS.member, '/login?next=%2Fbilling');
  await expectHeading(page, 'Billing');

  // The seeded balance and card.
  await eventually(() => amountDue(page)).toBe('$49.99');
  expect(await primaryCard(page)).toContain('************4242');
  expect(await primaryCard(page)).toContain(`Expires ${SEEDED_EXPIRY}`);
  expect(await primaryCard(page)).toContain('Alex Rivera');
  expect(await page.getByRole('list', { name: 'What makes up your balance' }).innerText()).toMatch(/Monthly dues/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'member-billing-start');

  // 'Add New Card': a second Visa 4242 through the provider's frame, not primary.
  await page.getByRole('button', { name: 'Add New Card' }).click();
  await addCard(page, '4242 4242 4242 4242', 'Alex Rivera');
  await saveScreenshot(page, 'member-billing-add-card-dialog');
  await expectNoAxeViolations(page);
  const addDialog = page.getByRole('dialog', { name: 'Add New Card' });
  await addDialog.getByRole('button', { name: 'Save card', exact: true }).click();
  await eventually(() => addDialog.count()).toBe(0);
  await eventually(() => savedCards(page)).toEqual([
    `Visa ending 4242, expires ${SEEDED_EXPIRY}`,
    'Visa ending 4242, expires 12/30',
  ]);

  // 'Update Card' (the edit icon): the declining test card becomes the primary one, and paying with it fails.
  await page.getByRole('button', { name: 'Edit card' }).click();
  await saveNewCard(page, 'Update Card', '4000 0000 0000 0002', 'Save');
  await eventually(() => primaryCard(page)).toContain('************0002');
  await page.getByRole('button', { name: 'Pay $49.99' }).click();
  const payDialog = page.getByRole('dialog', { name: 'Make a payment' });
  expect(await payDialog.innerText()).toContain('Pay $49.99 now with your primary card, Visa ending 0002?');
  await payDialog.getByRole('button', { name: 'Pay now' }).click();
  await eventually(() => payDialog.getByRole('alert').innerText()).toBe('Your card was declined.');
  await eventually(() => page.getByText('Make payment error.').count()).toBe(1);
  await saveScreenshot(page, 'member-billing-declined');
  await payDialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await amountDue(page)).toBe('$49.99');

  // Make primary: the card added first, with its billing address.
  await page.getByRole('button', { name: 'Make Visa ending 4242, expires 12/30 primary' }).click();
  const primaryDialog = page.getByRole('dialog', { name: 'Make primary card' });
  await primaryDialog.getByLabel('Billing address').fill('1450 Fourth Street');
  await primaryDialog.getByLabel('City').fill('San Rafael');
  await primaryDialog.getByLabel('Zip Code').fill('9490');
  await primaryDialog.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'California', exact: true }).click();
  await primaryDialog.getByRole('button', { name: 'Make primary' }).click();
  // The form checks the address with the server's rules before asking.
  await eventually(() => primaryDialog.innerText()).toContain('Please enter a valid zipcode');
  await primaryDialog.getByLabel('Zip Code').fill('94901');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'member-billing-make-primary');
  await primaryDialog.getByRole('button', { name: 'Make primary' }).click();
  await eventually(() => primaryDialog.count()).toBe(0);
  await eventually(() => primaryCard(page)).toContain('Expires 12/30');
  expect(await primaryCard(page)).toContain('************4242');

  // Delete the seeded card and the declining one (neither is primary now).
  for (const name of [`Visa ending 4242, expires ${SEEDED_EXPIRY}`, 'Visa ending 0002, expires 12/30']) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete card' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await eventually(() => confirm.count()).toBe(0);
    await eventually(() => savedCards(page)).not.toContain(name);
  }
  expect(await savedCards(page)).toEqual(['Visa ending 4242, expires 12/30']);

  // Pay the balance with the new primary card.
  await page.getByRole('button', { name: 'Pay $49.99' }).click();
  await payDialog.getByRole('button', { name: 'Pay now' }).click();
  await eventually(() => page.getByRole('status').filter({ hasText: 'Thank you for your payment.' }).count()).toBe(1);
  await eventually(() => amountDue(page)).toBe('$0.00');
  expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'member-billing-paid');
});

it('shows the billing page on a phone', async () => {
  const page = await newPage('mobile');
  await signInThroughForm(page, DEMO_LOGINS.member, '/login?next=%2Fbilling');
  await expectHeading(page, 'Billing');
  await eventually(() => page.getByTestId('primary-card').count()).toBe(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'member-billing-mobile');
});
