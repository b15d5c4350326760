import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { eventually } from './browser';
import { clubCard, expectHeading, planCards } from './pages';

/** The join's steps as a visitor does them, for the specs that walk through the whole wizard. */

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export async function chooseClubAndPlan(
  page: Page,
  { postalCode, club, plan }: { postalCode: string; club: string; plan: string },
) {
  await page.goto('/');
  await page.getByLabel('Postal code', { exact: true }).pressSequentially(postalCode);
  await clubCard(page, club).click();
  await expectHeading(page, 'Choose a membership');
  await planCards(page)
    .filter({ has: page.getByRole('heading', { name: plan, exact: true }) })
    .getByRole('button', { name: 'Select' })
    .click();
  await expectHeading(page, 'Provide your email address');
}

export async function giveEmail(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Provide your personal Info');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export interface Person {
  firstName: string;
  lastName: string;
  /** Digits as typed into the mask, MMDDYYYY. */
  birthday: string;
}

export async function fillPersonalInfo(page: Page, person: Person) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First Name').fill(person.firstName);
  await field('Last Name').fill(person.lastName);
  await choose(page, 'Gender', 'Non-Binary');
  await field('Birthday').fill('');
  await field('Birthday').pressSequentially(person.birthday);
  await field('Phone Number').fill('');
  await field('Phone Number').pressSequentially('4155550142');
  await field('Address').fill('1450 Fourth Street');
  await field('City').fill('San Rafael');
  await choose(page, 'State', 'California');
  await field('Zip Code').fill('94901');
  await field('Emergency Contact Full Name').fill('Jamie Contact');
  await field('Emergency Contact Phone Number').fill('');
  await field('Emergency Contact Phone Number').pressSequentially('4155550199');
}

/** Waits for the face check (seconds on a machine without a GPU), captures and moves on. */
export async function takePhoto(page: Page) {
  await expectHeading(page, 'Take your photo');
  const capture = page.getByRole('button', { name: 'Capture' });
  await expect.poll(() => capture.isEnabled(), { timeout: 60_000, interval: 250 }).toBe(true);
  await capture.click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Add your payment method');
}

/** Types a card into the provider's frame, names it in the page and confirms the dialog. */
export async function addCard(page: Page, number: string, nameOnCard: string, dialogName = 'Add New Card') {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await eventually(() => dialog.isVisible()).toBe(true);
  const frame = page.frameLocator('iframe[title^="Card details"]');
  await frame.getByLabel('Card Number').fill(number);
  await frame.getByLabel('Expiration (MM/YY)').pressSequentially('1230');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByRole('button', { name: 'Save card' }).click();
  await eventually(() => frame.getByRole('status').innerText()).toMatch(/ending \d{4} saved\./);
  await page.getByLabel('Name on Card', { exact: true }).fill(nameOnCard);
}

/** Reads the terms to the end, ticks both boxes, types the signature and signs. */
export async function signTerms(page: Page, signature: string) {
  await expectHeading(page, 'Terms of Service');
  await page.getByRole('region', { name: 'Terms of Service' }).evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    element.dispatchEvent(new Event('scroll'));
  });
  const terms = page.getByRole('checkbox', { name: /^I have read and agree to the Terms of Service/ });
  await eventually(() => terms.isEnabled()).toBe(true);
  await terms.check();
  await page
    .getByRole('checkbox', { name: /^I agree to sign and receive my agreement and receipts electronically/ })
    .check();
  await page.getByLabel('Type your full name to sign').fill(signature);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expectHeading(page, 'Confirm and pay');
}
