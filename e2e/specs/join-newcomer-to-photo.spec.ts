import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_INFO_MESSAGES } from '@gym/contracts/personal-info';
import { eventually, saveScreenshot, useBrowser } from '../support/browser';
import { cameraArgs, createCameraFiles } from '../support/camera';
import { clubCard, expectHeading, planCards } from '../support/pages';

/** A newcomer from / through e-mail, personal info and a face-checked photo, with Chromium's fake camera. */
const { newPage } = useBrowser({ args: cameraArgs('one-face') });
const FIRST_DETECTION_TIMEOUT_MS = 60_000;

beforeAll(() => createCameraFiles());

async function reachPersonalInfo(page: Page) {
  await page.goto('/');
  await page.getByLabel('Postal code', { exact: true }).pressSequentially('94901');
  await clubCard(page, 'Marin').click();
  await expectHeading(page, 'Choose a membership');
  await planCards(page)
    .filter({ has: page.getByRole('heading', { name: 'Marin Month to Month', exact: true }) })
    .getByRole('button', { name: 'Select' })
    .click();
  await expectHeading(page, 'Provide your email address');
  await page.getByLabel('Email', { exact: true }).fill(`newcomer-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expectHeading(page, 'Provide your personal Info');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillPersonalInfo(page: Page, birthday: string) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('First Name').fill('Robin');
  await field('Last Name').fill('Newcomer');
  await choose(page, 'Gender', 'Non-Binary');
  await field('Birthday').pressSequentially(birthday);
  await field('Phone Number').pressSequentially('4155550142');
  await field('Address').fill('1450 Fourth Street');
  await field('City').fill('San Rafael');
  await choose(page, 'State', 'California');
  await field('Zip Code').fill('94901');
  await field('Emergency Contact Full Name').fill('Jamie Newcomer');
  await field('Emergency Contact Phone Number').pressSequentially('4155550199');
}

describe('a newcomer joining (through the photo)', () => {
  it('goes from / through e-mail, personal info and a face-checked photo to the payment step', async () => {
    const page = await newPage();
    await reachPersonalInfo(page);
    await fillPersonalInfo(page, '04121990');
    expect(await page.getByLabel('Birthday', { exact: true }).inputValue()).toBe('04/12/1990');
    expect(await page.getByLabel('Phone Number', { exact: true }).inputValue()).toBe('415-555-0142');

    const tracked = page.waitForResponse((response) => response.url().endsWith('/dashboard/set-ols-tracking'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Take your photo');
    expect((await tracked).status()).toBe(200);

    const capture = page.getByRole('button', { name: 'Capture' });
    await expect.poll(() => capture.isEnabled(), { timeout: FIRST_DETECTION_TIMEOUT_MS, interval: 250 }).toBe(true);
    await capture.click();
    const photo = page.getByRole('img', { name: /photo/i });
    await eventually(async () => ((await photo.getAttribute('src')) ?? '').length).toBeGreaterThan(5000);
    await saveScreenshot(page, 'newcomer-photo-captured');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Add your payment method');

    const state = await page.evaluate(() => JSON.parse(sessionStorage.getItem('signup-wizard') ?? '{}'));
    expect(state.personalInfo).toMatchObject({
      firstName: 'Robin',
      birthday: '04/12/1990',
      state: 'CA',
      gender: 'Other',
    });
    expect(state.photo).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('shows every required message on an empty form, and the under-18 modal for a minor', async () => {
    const page = await newPage();
    await reachPersonalInfo(page);
    await page.getByRole('button', { name: 'Next' }).click();
    for (const message of [
      PERSONAL_INFO_MESSAGES.firstNameRequired,
      PERSONAL_INFO_MESSAGES.birthdayRequired,
      PERSONAL_INFO_MESSAGES.phoneRequired,
      PERSONAL_INFO_MESSAGES.zipRequired,
      PERSONAL_INFO_MESSAGES.contactPhoneRequired,
    ]) {
      await eventually(() => page.getByText(message, { exact: true }).count()).toBe(1);
    }

    const tenYearsAgo = new Date().getFullYear() - 10;
    await fillPersonalInfo(page, `0101${tenYearsAgo}`);
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.innerText()).toContain(PERSONAL_INFO_MESSAGES.under18);
    await saveScreenshot(page, 'personal-info-under-18');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectHeading(page, 'Provide your personal Info');
  });
});
