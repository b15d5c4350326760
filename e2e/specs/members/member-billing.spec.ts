import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  amountDue,
  appStarted,
  clubMonth,
  historyDay,
  historyRows,
  nextBillingDay,
  nextCharge,
  payButtons,
  primaryCard,
  savedCards,
} from '../../support/billing-page';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { addCard } from '../../support/join-flow';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../../support/sign-in';

/**
 * Alex's card management on /billing. His dues come from the billing run the server queues at start, and autopay
 * on his good card pays them (db/seed-demo-billing.ts): nothing is due, so there is no Pay button. Paying,
 * declines and a past-due balance are billing-autopay-declined.spec.ts's, with Sam.
 */
const { newPage } = useBrowser();

/** Alex's plan: Marin Month to Month (db/seed-data/plans.ts). */
const DUES = '$88.99';

/**
 * The seeded card expires in December three years after the app's start (db/seed-demo-billing.ts); the cards added
 * here 12/30.
 */
const SEEDED_EXPIRY = `12/${String(appStarted().getUTCFullYear() + 3).slice(2)}`;

/** Nothing is due, nothing makes up a balance and nothing can be paid. */
async function expectNothingDue(page: Page) {
  expect(await amountDue(page)).toBe('$0.00');
  expect(await page.getByRole('list', { name: 'What makes up your balance' }).count()).toBe(0);
  expect(await payButtons(page).count()).toBe(0);
}

it('the demo member, paid up by autopay, adds cards in the frame, makes a card primary and deletes cards', async () => {
  const page = await newPage();
  await signInThroughForm(page, DEMO_LOGINS.member, '/login?next=%2Fbilling');
  await expectHeading(page, 'Billing');

  // The seeded card, which autopay charged for this month's dues: nothing is due, the next dues on the 1st.
  const billed = appStarted();
  const paidByAutopay = [
    [historyDay(billed), `Monthly dues, ${clubMonth(billed)}`, 'Visa ending 4242', DUES, 'Paid', 'Receipt'],
  ];
  // The run may still be under way when this spec starts first: the page is read afresh until it has run.
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByTestId('amount-due').waitFor();
        return historyRows(page);
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toEqual(paidByAutopay);
  await expectNothingDue(page);
  expect(await nextCharge(page)).toBe(`Next charge: ${DUES} on ${nextBillingDay()}`);
  expect(await primaryCard(page)).toContain('************4242');
  expect(await primaryCard(page)).toContain(`Expires ${SEEDED_EXPIRY}`);
  expect(await primaryCard(page)).toContain('Alex Rivera');
  expect(await savedCards(page)).toEqual([`Visa ending 4242, expires ${SEEDED_EXPIRY}`]);
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
  expect(await primaryCard(page)).toContain(`Expires ${SEEDED_EXPIRY}`);

  // 'Update Card' (the edit icon): a new card that becomes primary at once, here the sandbox's declining one.
  // Nothing is due, so nothing is charged to it.
  await page.getByRole('button', { name: 'Edit card' }).click();
  await addCard(page, '4000 0000 0000 0002', 'Alex Rivera', 'Update Card');
  const updateDialog = page.getByRole('dialog', { name: 'Update Card' });
  await updateDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await eventually(() => updateDialog.count()).toBe(0);
  await eventually(() => primaryCard(page)).toContain('************0002');
  expect(await primaryCard(page)).toContain('Expires 12/30');
  // The page behind a dialog is hidden from the accessibility tree until the dialog has faded out.
  await eventually(() => savedCards(page)).toEqual([
    'Visa ending 0002, expires 12/30',
    `Visa ending 4242, expires ${SEEDED_EXPIRY}`,
    'Visa ending 4242, expires 12/30',
  ]);
  await expectNothingDue(page);
  expect(await historyRows(page)).toEqual(paidByAutopay);

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
  await eventually(() => primaryCard(page)).toContain('************4242');
  expect(await primaryCard(page)).toContain('Expires 12/30');

  // Delete the seeded card and the declining one (neither is primary now).
  for (const name of [`Visa ending 4242, expires ${SEEDED_EXPIRY}`, 'Visa ending 0002, expires 12/30']) {
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete card' });
    expect(await confirm.innerText()).toContain(`Delete ${name.replace(/, expires .*/, '')} from your saved cards?`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await eventually(() => confirm.count()).toBe(0);
    await eventually(() => savedCards(page)).not.toContain(name);
  }
  expect(await savedCards(page)).toEqual(['Visa ending 4242, expires 12/30']);
  await expectNothingDue(page);
  // The history keeps the card the dues were charged to, deleted or not.
  expect(await historyRows(page)).toEqual(paidByAutopay);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'member-billing-cards-changed');
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
