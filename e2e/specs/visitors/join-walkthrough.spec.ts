import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import {
  eventually,
  expectNoAxeViolations,
  saveScreenshot,
  useBrowser,
  type ViewportName,
} from '../../support/browser';
import { cameraArgs, createCameraFiles } from '../../support/camera';
import { addCard, fillPersonalInfo, signTerms, takePhoto, uniqueEmail } from '../../support/join-flow';
import { clubCard, expectHeading, planCards } from '../../support/pages';

/**
 * The whole join as a visitor meets it, at a desktop and a phone size: every screen is checked by axe and saved as
 * a screenshot (e2e/.artifacts/walk-<size>-<nn>-<screen>.png) for someone to look at.
 */
const { newPage } = useBrowser({ args: cameraArgs('one-face') });

beforeAll(() => createCameraFiles());

function screens(page: Page, size: ViewportName) {
  let count = 0;
  return async (name: string) => {
    count += 1;
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `walk-${size}-${String(count).padStart(2, '0')}-${name}`);
  };
}

async function chooseClub(page: Page, size: ViewportName) {
  await page.getByLabel('Postal code', { exact: true }).pressSequentially('94901');
  if (size === 'desktop') {
    await clubCard(page, 'Marin').click();
    return;
  }
  // On a phone a tap highlights the club and the 'Select' bar opens it.
  await clubCard(page, 'Marin').tap();
  await page.getByRole('button', { name: 'Select', exact: true }).tap();
}

describe.each<ViewportName>(['desktop', 'mobile'])('the join, screen by screen (%s)', (size) => {
  it('walks from the club list to the confirmation with no axe violations on any screen', async () => {
    const page = await newPage(size);
    const screen = screens(page, size);
    const name = { firstName: 'Robin', lastName: size === 'desktop' ? 'Walker' : 'Phoneson' };

    await page.goto('/');
    await expectHeading(page, 'Choose a location');
    await screen('location');
    await chooseClub(page, size);
    await expectHeading(page, 'Choose a membership');
    await planCards(page).first().waitFor();
    await screen('membership');
    await planCards(page)
      .filter({ has: page.getByRole('heading', { name: 'Marin Month to Month', exact: true }) })
      .getByRole('button', { name: 'Select' })
      .click();

    await expectHeading(page, 'Provide your email address');
    await screen('email');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail(`walk-${size}`));
    await page.getByRole('button', { name: 'Next' }).click();

    await expectHeading(page, 'Provide your personal Info');
    await screen('personal-info');
    await fillPersonalInfo(page, { ...name, birthday: '04121990' });
    await screen('personal-info-filled');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectHeading(page, 'Take your photo');
    await screen('photo');
    await takePhoto(page);

    await screen('payment');
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await page.getByRole('dialog', { name: 'Add New Card' }).waitFor();
    await screen('card-dialog');
    await addCard(page, '4242424242424242', `${name.firstName} ${name.lastName}`);
    await page.getByRole('dialog', { name: 'Add New Card' }).getByRole('button', { name: 'Next' }).click();
    // The screen is checked once the dialog has faded out (about 0.3 s): until then the page behind it is hidden.
    await eventually(() => page.locator('#root').getAttribute('aria-hidden')).toBeNull();

    await expectHeading(page, 'Terms of Service');
    await screen('terms');
    await signTerms(page, `${name.firstName} ${name.lastName}`);

    await screen('confirm');
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expectHeading(page, 'Congratulation!');
    await screen('confirmation');
  });
});
