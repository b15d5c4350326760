import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import {
  type ViewportName,
  eventually,
  expectNoAxeViolations,
  saveScreenshot,
  useBrowser,
} from '../../support/browser';
import { cameraArgs, createCameraFiles } from '../../support/camera';
import { addCard, fillPersonalInfo, giveEmail, signTerms, takePhoto, uniqueEmail } from '../../support/join-flow';
import { expectHeading, planCards } from '../../support/pages';

/**
 * Issue 13, point 5: the card step reads as one form. 'Add New Card' is a centred dialog on a desktop and
 * full-screen on a phone, the provider's frame looks like our fields, and a declined card is shown where the
 * card is, at confirm, with 'Change card'.
 */
const { newPage } = useBrowser({ args: cameraArgs('one-face') });

beforeAll(() => createCameraFiles());

const PERSON = { firstName: 'Cara', lastName: 'Step', birthday: '04121990' };
const NAME = `${PERSON.firstName} ${PERSON.lastName}`;

/** Straight to the club's path (the club list asks phones for a tap and then 'Select'), then to the card step. */
async function toCardStep(page: Page, email: string) {
  await page.goto('/castro');
  await expectHeading(page, 'Choose a membership');
  await planCards(page)
    .filter({ has: page.getByRole('heading', { name: 'Castro Month to Month', exact: true }) })
    .getByRole('button', { name: 'Select' })
    .click();
  await giveEmail(page, email);
  await fillPersonalInfo(page, PERSON);
  await page.getByRole('button', { name: 'Next' }).click();
  await takePhoto(page);
}

const frameField = (page: Page, label: string) =>
  page.frameLocator('iframe[title^="Card details"]').getByLabel(label, { exact: true });

describe('the card dialog', () => {
  it.each<[ViewportName, boolean]>([
    ['desktop', false],
    ['mobile', true],
  ])('at %s (full-screen: %s) says what each part is, in our look', async (viewport, fullScreen) => {
    const page = await newPage(viewport);
    await toCardStep(page, uniqueEmail('card-dialog'));
    await page.getByRole('button', { name: 'Add New Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Card' });
    await eventually(() => dialog.isVisible()).toBe(true);
    await eventually(() => frameField(page, 'Card Number').isVisible()).toBe(true);

    const box = (await dialog.boundingBox())!;
    const width = page.viewportSize()!.width;
    if (fullScreen) expect(box.width).toBe(width);
    else expect(box.width).toBeLessThanOrEqual(600);
    expect(await dialog.innerText()).toMatch(/go straight to our payment provider[\s\S]*We keep only a token/);
    expect(await dialog.getByRole('region', { name: 'Card details' }).isVisible()).toBe(true);

    // The provider's page takes our font stack and accent colour from the frame URL: its fields and button
    // look like the dialog's (the lock icon is drawn in the theme's primary colour).
    const look = await frameField(page, 'Card Number').evaluate((input) => ({
      font: getComputedStyle(input).fontFamily,
      button: getComputedStyle(document.querySelector('button')!).color,
    }));
    const ours = {
      font: await page
        .getByLabel('Name on Card', { exact: true })
        .evaluate((input) => getComputedStyle(input).fontFamily),
      primary: await dialog.locator('svg.MuiSvgIcon-colorPrimary').evaluate((icon) => getComputedStyle(icon).color),
    };
    expect(look).toEqual({ font: ours.font, button: ours.primary });
    expect(look.font).not.toMatch(/^Arial/);
    await saveScreenshot(page, `card-dialog-empty-${viewport}`, { fullPage: false });
    await expectNoAxeViolations(page);

    await addCard(page, '4242 4242 4242 4242', NAME);
    expect(await page.getByLabel('Card Number', { exact: true }).inputValue()).toBe('************4242');
    await saveScreenshot(page, `card-dialog-filled-${viewport}`, { fullPage: false });
  });
});

describe('a declined card', () => {
  it("shows on Payment Info at confirm with 'Change card', which opens the card dialog saying so", async () => {
    const page = await newPage();
    await toCardStep(page, uniqueEmail('card-declined'));
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await addCard(page, '4000 0000 0000 0002', NAME);
    await page.getByRole('dialog', { name: 'Add New Card' }).getByRole('button', { name: 'Next' }).click();
    await signTerms(page, NAME);
    await expectHeading(page, 'Confirm and pay');

    await page.getByRole('button', { name: 'Submit Payment' }).click();
    const payment = page.getByRole('region', { name: 'Payment Info' });
    await eventually(() => payment.getByRole('alert').innerText()).toContain(CARD_DECLINED_MESSAGE);
    expect(await payment.innerText()).toContain('Visa ending in 0002');
    await saveScreenshot(page, 'card-declined-confirm');
    await expectNoAxeViolations(page);

    await payment.getByRole('button', { name: 'Change card' }).click();
    await expectHeading(page, 'Edit your payment method');
    const dialog = page.getByRole('dialog', { name: 'Update Card' });
    await eventually(() => dialog.getByRole('alert').innerText()).toBe(
      `${CARD_DECLINED_MESSAGE} Please enter another card.`,
    );
    await saveScreenshot(page, 'card-declined-dialog', { fullPage: false });

    await addCard(page, '4242 4242 4242 4242', NAME, 'Update Card');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Confirm and pay');
    expect(await payment.innerText()).toContain('Visa ending in 4242');
    expect(await payment.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expectHeading(page, 'Congratulation!');
  });
});
