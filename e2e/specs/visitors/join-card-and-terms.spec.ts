import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import { SANDBOX_TEST_CARDS } from '@gym/contracts/billing';
import type { Club } from '@gym/contracts/clubs';
import { FORMER_MEMBER_PLACEHOLDER_EMAIL } from '@gym/contracts/join';
import { STEP } from '@gym/contracts/messages';
import type { PersonalInfo } from '@gym/contracts/personal-info';
import type { PlanInfoAnswer } from '@gym/contracts/plans';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { signedJson } from '../../support/signed-api';
import { expectHeading } from '../../support/pages';

/**
 * The card step (the provider's frame on its own origin) and the terms step, in real Chromium. The earlier
 * steps are seeded into the wizard's sessionStorage as e2e/specs/photo-step.spec.ts does, with the real club
 * and plans from signed API calls.
 */
const baseUrl = inject('baseUrl');
const { newPage } = useBrowser();

const newPerson: PersonalInfo = {
  firstName: 'Pat',
  lastName: 'Payer',
  gender: 'Unspecified',
  birthday: '04/12/1990',
  phone: '415-555-0134',
  address: '1 Main Street',
  city: 'San Rafael',
  state: 'CA',
  zipCode: '94901',
  emergencyContactName: 'Sam Payer',
  emergencyContactPhone: '415-555-0199',
};
/** The seeded former member (apps/server/src/db/seed-data/accounts.ts). */
const formerMember: PersonalInfo = { ...newPerson, firstName: 'Casey', lastName: 'Morgan' };

type Seed = Record<string, unknown>;

/** The wizard's state as a visitor reaches the card step at Marin. */
async function stateAtCardStep(overrides: Seed = {}): Promise<Seed> {
  const [club] = await signedJson<Club[]>('GET', '/clubs/marin');
  const { data: planInfo } = await signedJson<PlanInfoAnswer>(
    'POST',
    '/api/ols/get-location-plans-details?LocationName=marin',
  );
  return {
    step: STEP.paymentMethod,
    club,
    planInfo,
    plan: planInfo.planData[0],
    email: 'pat.payer@example.com',
    existence: { status: 404, data: null, eligible: true },
    personalInfo: newPerson,
    // A tab at the card step has its photo (in memory: a reload without it goes back to the photo step).
    photo: 'data:image/jpeg;base64,/9j/',
    card: null,
    signature: null,
    paymentDetails: null,
    referral: null,
    trackingSession: null,
    editOnNext: null,
    ...overrides,
  };
}

/** Opens /marin on the seeded state (seeded once per tab, so the wizard's own changes survive navigation). */
async function openAt(page: Page, state: Seed, heading: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [WIZARD_STORAGE_KEY, JSON.stringify(state)] as const,
  );
  await page.goto('/marin');
  await expectHeading(page, heading);
}

const savedState = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Seed, WIZARD_STORAGE_KEY);

/** An expiry three years ahead, as the frame's MM/YY field takes it. */
const expiryYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
const EXPIRY = `12/${expiryYear}`;

const cardDialog = (page: Page, name: 'Add New Card' | 'Update Card') => page.getByRole('dialog', { name });
const providerFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Card details"]');
const parentField = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The Frame object of the provider's page, to post messages from its origin. */
async function providerFrameHandle(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('iframe[title^="Card details"]');
  const frame = await element.contentFrame();
  if (!frame) throw new Error('The card frame has no document');
  await frame.waitForSelector('#card-number');
  return frame;
}

/** Types a card into the provider's page and saves it there; the page posts the parent its message. */
async function enterCard(page: Page, number: string) {
  const frame = providerFrame(page);
  await frame.getByLabel('Card Number').fill(number);
  await frame.getByLabel('Expiration (MM/YY)').pressSequentially(EXPIRY.replace('/', ''));
  await frame.getByLabel('CVC').fill('123');
  await frame.getByRole('button', { name: 'Save card' }).click();
  await eventually(() => frame.getByRole('status').innerText()).toMatch(/ending \d{4} saved\./);
}

async function scrollTermsTo(page: Page, fromEndPx: number) {
  await page.getByRole('region', { name: 'Terms of Service' }).evaluate((element, distance) => {
    element.scrollTop = element.scrollHeight - element.clientHeight - distance;
    element.dispatchEvent(new Event('scroll'));
  }, fromEndPx);
}

/** A signature data URL's size, and whether anything is drawn on it (some pixel not transparent). */
async function readSignature(page: Page, signature: unknown) {
  expect(signature).toMatch(/^data:image\/png;base64,/);
  return page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = false;
    for (let index = 3; index < pixels.length && !inked; index += 4) inked = (pixels[index] ?? 0) > 0;
    return { width: image.naturalWidth, height: image.naturalHeight, inked };
  }, signature as string);
}

const checkbox = (page: Page, name: RegExp) => page.getByRole('checkbox', { name });
const termsBox = (page: Page) => checkbox(page, /^I have read and agree to the Terms of Service/);
const esignBox = (page: Page) =>
  checkbox(page, /^I agree to sign and receive my agreement and receipts electronically/);
const signButton = (page: Page) => page.getByRole('button', { name: 'Sign', exact: true });
const typedSignature = (page: Page) => page.getByLabel('Type your full name to sign');

describe('card step for a new person', () => {
  it('takes the card from the frame (read-only in the page), ignores foreign messages and moves on', async () => {
    const page = await newPage();
    await openAt(page, await stateAtCardStep(), 'Add your payment method');

    await page.getByRole('button', { name: 'Add New Card' }).click();
    const dialog = cardDialog(page, 'Add New Card');
    await eventually(() => dialog.isVisible()).toBe(true);
    const next = dialog.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    const frame = await providerFrameHandle(page);
    expect(new URL(frame.url()).searchParams.get('parentOrigin')).toBe(baseUrl);

    // A well-formed card message from this page's own origin (not the billing origin) is ignored ...
    const forged = {
      cc_number: '************1111',
      expiration_year: '2030',
      expiration_month: '12',
      cardConnect_expiry: '1230',
      cc_merchant_unique_id: 'forged_token_123456',
      expiration_date: '12/30',
      i4go_cardtype: 'visa',
    };
    await page.evaluate((message) => window.postMessage(message, '*'), forged);
    // ... and so is one from the billing origin without the merchant id (the card token).
    const { cc_merchant_unique_id: _token, ...withoutToken } = forged;
    await frame.evaluate((message) => window.parent.postMessage(message, '*'), withoutToken);
    await page.waitForTimeout(300);
    expect(await parentField(page, 'Card Number').inputValue()).toBe('');
    expect(await parentField(page, 'Expiration Date').inputValue()).toBe('');
    expect(await next.isDisabled()).toBe(true);

    await enterCard(page, '4242 4242 4242 4242');
    await eventually(() => parentField(page, 'Card Number').inputValue()).toBe('************4242');
    expect(await parentField(page, 'Expiration Date').inputValue()).toBe(EXPIRY);
    expect(await parentField(page, 'Card Number').getAttribute('readonly')).not.toBeNull();
    expect(await parentField(page, 'Expiration Date').getAttribute('readonly')).not.toBeNull();
    expect(await parentField(page, 'Name on Card').getAttribute('autocomplete')).toBe('cc-name');
    await parentField(page, 'Name on Card').fill('Pat Payer');
    await saveScreenshot(page, 'card-dialog-add');
    await expectNoAxeViolations(page);

    // After the real card, a foreign message still changes nothing.
    await page.evaluate((message) => window.postMessage(message, '*'), forged);
    await page.waitForTimeout(300);
    expect(await parentField(page, 'Card Number').inputValue()).toBe('************4242');

    await next.click();
    await expectHeading(page, 'Terms of Service');
    // The card is kept in memory only: neither the number nor the provider's token reaches this page's storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).not.toContain(SANDBOX_TEST_CARDS.success);
    expect(stored).not.toContain('cc_merchant_unique_id');
    expect(stored).not.toContain('************4242');
    expect(stored).not.toContain('forged_token');

    // Back on the card step, the card shows as 'My Primary Card'.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Add your payment method');
    const primary = page.getByRole('region', { name: 'My Primary Card' });
    expect(await primary.innerText()).toMatch(/Visa[\s\S]*\*{12}4242[\s\S]*Expires 12\/\d{2}[\s\S]*Pat Payer/);
    await page.getByRole('button', { name: 'Edit card' }).click();
    const update = cardDialog(page, 'Update Card');
    await eventually(() => update.isVisible()).toBe(true);
    expect(await parentField(page, 'Card Number').inputValue()).toBe('************4242');
    expect(await parentField(page, 'Name on Card').inputValue()).toBe('Pat Payer');
    await update.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => update.count()).toBe(0);
  });

  it("takes a card typed before the frame's script ran, as it was meant ('1230' is 12/30)", async () => {
    const page = await newPage();
    // The frame's script held back until the card is typed: a slow connection and a quick typist.
    let releaseScript = () => {};
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.context().route('**/assets/card-page.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await openAt(page, await stateAtCardStep(), 'Add your payment method');
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await providerFrameHandle(page);
    const frame = providerFrame(page);
    await frame.getByLabel('Card Number').fill('4242424242424242');
    await frame.getByLabel('Expiration (MM/YY)').fill(EXPIRY.replace('/', ''));
    await frame.getByLabel('CVC').fill('123');
    expect(await frame.getByRole('button', { name: 'Save card' }).isDisabled()).toBe(true);

    releaseScript();
    await eventually(() => frame.getByLabel('Expiration (MM/YY)').inputValue()).toBe(EXPIRY);
    expect(await frame.getByLabel('Card Number').inputValue()).toBe('4242 4242 4242 4242');
    await frame.getByRole('button', { name: 'Save card' }).click();
    await eventually(() => frame.getByRole('status').innerText()).toBe('Visa ending 4242 saved.');
    await eventually(() => parentField(page, 'Card Number').inputValue()).toBe('************4242');
  });

  it("replaces the card from 'Update Card': the new card is inserted and named, then shown", async () => {
    const page = await newPage();
    await openAt(page, await stateAtCardStep(), 'Add your payment method');
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await providerFrameHandle(page);
    await enterCard(page, '4242 4242 4242 4242');
    await parentField(page, 'Name on Card').fill('Pat Payer');
    await cardDialog(page, 'Add New Card').getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Terms of Service');
    await page.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('button', { name: 'Edit card' }).click();
    await providerFrameHandle(page);
    const inserted = page.waitForResponse((response) => response.url().endsWith('/api/ols/insert-card-details'));
    const named = page.waitForResponse((response) => response.url().endsWith('/api/ols/credit-card'));
    // Awaited below; if the insert fails first, the page closes under it and that must not be unhandled.
    named.catch(() => undefined);
    await enterCard(page, '5555 5555 5555 4444');
    await eventually(() => parentField(page, 'Card Number').inputValue()).toBe('************4444');
    await cardDialog(page, 'Update Card').getByRole('button', { name: 'Save' }).click();
    const insertResponse = await inserted;
    expect(insertResponse.status()).toBe(200);
    const nameResponse = await named;
    expect(nameResponse.request().method()).toBe('PUT');
    expect(nameResponse.request().postDataJSON()).toEqual({
      nickname: 'Mastercard ending 4444',
      creditCardId: ((await insertResponse.json()) as { data: { creditCardId: string } }).data.creditCardId,
    });
    expect(nameResponse.status()).toBe(200);
    await eventually(() => cardDialog(page, 'Update Card').count()).toBe(0);
    const primary = page.getByRole('region', { name: 'My Primary Card' });
    expect(await primary.innerText()).toMatch(/Mastercard[\s\S]*\*{12}4444/);
    await saveScreenshot(page, 'card-primary');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Terms of Service');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await primary.innerText()).toMatch(/\*{12}4444[\s\S]*Pat Payer/);
  });
});

describe('card step for a former member', () => {
  it('keeps Next disabled while Name on Card is empty (on a phone)', async () => {
    const page = await newPage('mobile');
    const state = await stateAtCardStep({
      email: 'former@example.com',
      existence: { status: 200, data: '100004', eligible: true },
      personalInfo: formerMember,
    });
    await openAt(page, state, 'Add your payment method');
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await providerFrameHandle(page);
    await enterCard(page, '4242 4242 4242 4242');
    await eventually(() => parentField(page, 'Card Number').inputValue()).toBe('************4242');

    const next = cardDialog(page, 'Add New Card').getByRole('button', { name: 'Next' });
    expect(await parentField(page, 'Name on Card').inputValue()).toBe('');
    expect(await next.isDisabled()).toBe(true);
    await parentField(page, 'Name on Card').fill('   ');
    expect(await next.isDisabled()).toBe(true);
    await parentField(page, 'Name on Card').fill('Casey Morgan');
    expect(await next.isEnabled()).toBe(true);
    await parentField(page, 'Name on Card').fill('');
    expect(await next.isDisabled()).toBe(true);
    await parentField(page, 'Name on Card').fill('C. Morgan');
    await saveScreenshot(page, 'card-dialog-mobile');
    await expectNoAxeViolations(page);
    await next.click();
    await expectHeading(page, 'Terms of Service');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('region', { name: 'My Primary Card' }).innerText()).toContain('C. Morgan');
  });
});

describe('terms step', () => {
  /** Seeds the card step, adds a real card through the frame (the preview may look its token up), goes on. */
  async function openTerms(page: Page, overrides: Seed = {}, nameOnCard = 'Pat Payer') {
    await openAt(page, await stateAtCardStep(overrides), 'Add your payment method');
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await providerFrameHandle(page);
    await enterCard(page, '4242 4242 4242 4242');
    await parentField(page, 'Name on Card').fill(nameOnCard);
    await cardDialog(page, 'Add New Card').getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Terms of Service');
  }

  it('gates the boxes on scrolling, the tabs on both boxes, blocks pasting and signs into the confirm step', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await openTerms(page);

    const region = page.getByRole('region', { name: 'Terms of Service' });
    expect(await region.getAttribute('tabindex')).toBe('0');
    expect(await region.evaluate((element) => element.scrollHeight > element.clientHeight + 100)).toBe(true);
    for (const box of [termsBox(page), esignBox(page)]) expect(await box.isDisabled()).toBe(true);
    for (const tab of ['Type', 'Draw']) expect(await page.getByRole('tab', { name: tab }).isDisabled()).toBe(true);
    expect(await signButton(page).isDisabled()).toBe(true);
    await saveScreenshot(page, 'terms-unread');

    // 150 px from the end is not yet "read"; within 100 px is.
    await scrollTermsTo(page, 150);
    await page.waitForTimeout(100);
    expect(await termsBox(page).isDisabled()).toBe(true);
    await scrollTermsTo(page, 60);
    await eventually(() => termsBox(page).isEnabled()).toBe(true);
    expect(await esignBox(page).isEnabled()).toBe(true);

    await termsBox(page).check();
    expect(await page.getByRole('tab', { name: 'Draw' }).isDisabled()).toBe(true);
    await esignBox(page).check();
    await eventually(() => page.getByRole('tab', { name: 'Draw' }).isEnabled()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Type' }).isEnabled()).toBe(true);
    expect(await signButton(page).isDisabled()).toBe(true);

    // The cancellation policy and the electronic-records disclosures.
    await page.getByRole('button', { name: 'Read the cancellation policy' }).click();
    const policy = page.getByRole('dialog', { name: 'Cancellation policy' });
    await eventually(() => policy.innerText()).toContain('How to cancel your membership');
    await policy.getByRole('button', { name: 'Close' }).click();
    await eventually(() => policy.count()).toBe(0);
    await page.getByText('About signing and receiving documents electronically').click();
    await eventually(() => page.getByText(/Paper copies: you may ask for a paper copy/).isVisible()).toBe(true);

    // Pasting into the typed signature is refused with the specification's alert.
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.evaluate(() => navigator.clipboard.writeText('Pasted Name'));
    await typedSignature(page).click();
    await page.keyboard.press('Control+V');
    await eventually(() => alerts).toEqual(['Pasting is disabled for this field.']);
    expect(await typedSignature(page).inputValue()).toBe('');

    await typedSignature(page).pressSequentially('   ');
    expect(await signButton(page).isDisabled()).toBe(true);
    await typedSignature(page).fill('Pat Payer');
    await eventually(() => signButton(page).isEnabled()).toBe(true);

    // Draw: an empty pad cannot sign; a stroke can; 'x clear' wipes it.
    await page.getByRole('tab', { name: 'Draw' }).click();
    const pad = page.getByTestId('signature-pad');
    await eventually(() => pad.isVisible()).toBe(true);
    expect(await signButton(page).isDisabled()).toBe(true);
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('The signature pad has no box');
    await page.mouse.move(box.x + 40, box.y + 120);
    await page.mouse.down();
    for (const [dx, dy] of [
      [80, 60],
      [140, 110],
      [200, 70],
      [260, 120],
    ] as const) {
      await page.mouse.move(box.x + dx, box.y + dy, { steps: 5 });
    }
    await page.mouse.up();
    await eventually(() => signButton(page).isEnabled()).toBe(true);
    // Not full-page: that screenshot resizes the window, and a pad whose width changes starts over.
    await saveScreenshot(page, 'terms-drawn', { fullPage: false });
    await page.getByRole('button', { name: 'x clear' }).click();
    await eventually(() => signButton(page).isDisabled()).toBe(true);

    // Unchecking a box forces the typed tab (the typed name is still there) and disables Sign.
    await esignBox(page).uncheck();
    await eventually(() => page.getByRole('tab', { name: 'Type' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tab', { name: 'Draw' }).isDisabled()).toBe(true);
    expect(await typedSignature(page).inputValue()).toBe('Pat Payer');
    expect(await signButton(page).isDisabled()).toBe(true);
    await esignBox(page).check();
    await eventually(() => signButton(page).isEnabled()).toBe(true);
    await saveScreenshot(page, 'terms-typed');
    await expectNoAxeViolations(page);

    const preview = page.waitForResponse((response) => response.url().endsWith('/api/ols/payment-details'));
    await signButton(page).click();
    const previewRequest = (await preview).request();
    expect(previewRequest.postDataJSON()).toMatchObject({
      onlyPreview: true,
      email: 'pat.payer@example.com',
      phoneNumber: 4155550134,
      signature: 'Pat Payer',
      billingName: 'Pat Payer',
      maskedCardNumber: '************4242',
      homeClubId: expect.any(Number) as number,
    });
    await expectHeading(page, 'Confirm and pay');
    const state = await savedState(page);
    expect(await readSignature(page, state.signature)).toMatchObject({ width: 800, inked: true });
    expect(state.paymentDetails).toMatchObject({ totalDue: expect.stringMatching(/^\$/) as string });
  });

  it("sends a former member's preview (caID, placeholder e-mail, the card's name as signature), signed by drawing", async () => {
    const page = await newPage();
    await openTerms(
      page,
      {
        email: 'former@example.com',
        existence: { status: 200, data: '100004', eligible: true },
        personalInfo: formerMember,
      },
      'C. Morgan',
    );
    await scrollTermsTo(page, 0);
    await termsBox(page).check();
    await esignBox(page).check();
    // This one signs with a drawing.
    await page.getByRole('tab', { name: 'Draw' }).click();
    const pad = page.getByTestId('signature-pad');
    await eventually(() => pad.isVisible()).toBe(true);
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('The signature pad has no box');
    await page.mouse.move(box.x + 30, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 300, box.y + 60, { steps: 10 });
    await page.mouse.up();
    await eventually(() => signButton(page).isEnabled()).toBe(true);
    const preview = page.waitForResponse((response) => response.url().endsWith('/api/ols/payment-details'));
    await signButton(page).click();
    expect((await preview).request().postDataJSON()).toMatchObject({
      onlyPreview: true,
      caID: '100004',
      cellPhone: 4155550134,
      email: FORMER_MEMBER_PLACEHOLDER_EMAIL,
      signature: 'C. Morgan',
      billingName: 'C. Morgan',
    });
    await expectHeading(page, 'Confirm and pay');
    expect(await readSignature(page, (await savedState(page)).signature)).toMatchObject({ width: 600, inked: true });
  });
});
