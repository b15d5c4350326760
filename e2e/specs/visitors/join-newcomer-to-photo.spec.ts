import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONAL_INFO_MESSAGES } from '@gym/contracts/personal-info';
import { eventually, saveScreenshot, useBrowser } from '../../support/browser';
import { cameraArgs, createCameraFiles } from '../../support/camera';
import { chooseClubAndPlan, fillPersonalInfo, giveEmail, uniqueEmail } from '../../support/join-flow';
import { expectHeading } from '../../support/pages';

/** A newcomer from / through e-mail, personal info and a face-checked photo, with Chromium's fake camera. */
const { newPage } = useBrowser({ args: cameraArgs('one-face') });
const FIRST_DETECTION_TIMEOUT_MS = 60_000;

beforeAll(() => createCameraFiles());

async function reachPersonalInfo(page: Page) {
  await chooseClubAndPlan(page, { postalCode: '94901', club: 'Marin', plan: 'Marin Month to Month' });
  await giveEmail(page, uniqueEmail('newcomer'));
}

const person = (birthday: string) => ({ firstName: 'Robin', lastName: 'Newcomer', birthday });

describe('a newcomer joining (through the photo)', () => {
  it('goes from / through e-mail, personal info and a face-checked photo to the payment step', async () => {
    const page = await newPage();
    await reachPersonalInfo(page);
    await fillPersonalInfo(page, person('04121990'));
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
    // The photo is kept in memory only, never in the tab's storage.
    expect(state.photo).toBeUndefined();
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
    await fillPersonalInfo(page, person(`0101${tenYearsAgo}`));
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.innerText()).toContain(PERSONAL_INFO_MESSAGES.under18);
    await saveScreenshot(page, 'personal-info-under-18');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectHeading(page, 'Provide your personal Info');
  });
});
