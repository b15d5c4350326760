import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaughtNetwork, catchNetwork, hitsOf } from '../../support/analytics-network';
import { type AppInstance, startAppInstance } from '../../support/app-instance';
import { eventually, saveScreenshot, useBrowser } from '../../support/browser';
import { cameraArgs, createCameraFiles } from '../../support/camera';
import {
  addCard,
  chooseClubAndPlan,
  fillPersonalInfo,
  giveEmail,
  signTerms,
  takePhoto,
  uniqueEmail,
} from '../../support/join-flow';
import { clubCard, expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

/**
 * Analytics (docs/decisions/0038): with ANALYTICS_ID set (an app of this spec's own) Google's tag loads and the page
 * views and the join funnel are sent, without anything about the person; under Global Privacy Control or Do Not
 * Track, and with no id (the run's app), nothing is. Google's hosts are answered at the network layer
 * (support/analytics-network.ts): nothing leaves the machine.
 */
const MEASUREMENT_ID = 'G-E2ETEST42';
const MANAGER = { email: 'manager@example.com', password: 'Manager123!' };
const { newPage } = useBrowser({ args: cameraArgs('one-face') });

let analyticsApp: AppInstance | undefined;
beforeAll(async () => {
  createCameraFiles();
  analyticsApp = await startAppInstance({ ANALYTICS_ID: MEASUREMENT_ID });
}, 120_000);
afterAll(() => analyticsApp?.stop());

const analyticsOrigin = () => analyticsApp!.origin;
const pagePaths = (caught: CaughtNetwork) => hitsOf(caught, 'page_view').map((hit) => hit.params.page_path);

/** A visit that starts the app and moves between routes: the first page, a club's wizard, a plain page. */
async function browseWithoutJoining(page: Page) {
  await page.goto('/');
  await page.getByLabel('Postal code', { exact: true }).pressSequentially('94901');
  await clubCard(page, 'Marin').click();
  await expectHeading(page, 'Choose a membership');
  await page.goto('/locations');
  await page.waitForLoadState('networkidle');
  // Google's tag would load after the load event, when the page is idle (within 5 s): give it that and more.
  await page.waitForTimeout(6_000);
}

async function expectNothingSent(page: Page, caught: CaughtNetwork) {
  expect(caught.google).toEqual([]);
  expect(caught.analyticsChunks).toEqual([]);
  expect(caught.outside).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
}

describe('with ANALYTICS_ID set', () => {
  it('loads the tag with the id, sends the join funnel and its purchase as a decimal, and nothing about the person', async () => {
    const page = await newPage('desktop', { origin: analyticsOrigin() });
    const caught = await catchNetwork(page);
    const email = uniqueEmail('analytics');
    await chooseClubAndPlan(page, { postalCode: '94901', club: 'Marin', plan: 'Marin Month to Month' });
    await eventually(() => caught.tags).toEqual([`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`]);
    expect(caught.analyticsChunks).toHaveLength(1);

    await giveEmail(page, email);
    await fillPersonalInfo(page, { firstName: 'Quinn', lastName: 'Metrics', birthday: '04121990' });
    await page.getByRole('button', { name: 'Next' }).click();
    await takePhoto(page);
    await page.getByRole('button', { name: 'Add New Card' }).click();
    await addCard(page, '4242 4242 4242 4242', 'Quinn Metrics');
    await page.getByRole('dialog', { name: 'Add New Card' }).getByRole('button', { name: 'Next' }).click();
    await signTerms(page, 'Quinn Metrics');
    const due = page.getByRole('region', { name: 'Due Today' });
    await eventually(() => due.innerText()).toMatch(/Total\s+\$[\d,]+\.\d{2}/);
    const total = /Total\s+\$([\d,]+\.\d{2})/.exec(await due.innerText())![1]!;
    await page.getByRole('button', { name: 'Submit Payment' }).click();
    await expectHeading(page, 'Congratulation!');
    await saveScreenshot(page, 'analytics-join-confirmation');

    await eventually(() => hitsOf(caught, 'purchase')).toHaveLength(1);
    const [purchase] = hitsOf(caught, 'purchase');
    expect(purchase!.params).toMatchObject({
      value: Number(total.replace(/,/g, '')),
      currency: 'USD',
      transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(String(purchase!.params.value)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(JSON.parse(String(purchase!.params.items))).toEqual([
      expect.objectContaining({ item_name: 'Marin Month to Month', affiliation: 'Marin', quantity: 1 }),
    ]);
    expect(caught.hits.every((hit) => hit.tid === MEASUREMENT_ID)).toBe(true);

    // The first page counted once, though the app took it over; each route after it once, the steps not at all.
    // Awaited first: anything the wizard sent on its way out would be in by then.
    await eventually(() => pagePaths(caught)).toEqual(['/', '/marin', '/marin/payment-confirmation']);
    const funnel = caught.hits.filter((hit) => hit.en !== 'page_view').map((hit) => hit.en);
    // begin_checkout with the first step; the card given shows on the terms step as add_payment_info.
    const steps = (count: number) => Array.from({ length: count }, () => 'signup_step');
    expect(funnel).toEqual(['begin_checkout', ...steps(7), 'add_payment_info', ...steps(1), 'purchase']);
    expect(hitsOf(caught, 'signup_step').map((hit) => [hit.params.step_number, hit.params.step_name])).toEqual([
      [0, 'location'],
      [1, 'membership'],
      [2, 'email'],
      [3, 'personal_info'],
      [4, 'photo'],
      [5, 'payment_method'],
      [6, 'terms'],
      [7, 'confirm'],
    ]);

    const sent = caught.hits.map((hit) => hit.url).join('\n');
    for (const personal of [email, encodeURIComponent(email), 'Quinn', 'Metrics', '4155550142', 'Fourth', '4242']) {
      expect(sent).not.toContain(personal);
    }
    expect(caught.outside).toEqual([]);
  }, 240_000);

  it('sends page views by route: no token from the address, no member id from the path', async () => {
    const page = await newPage('desktop', { origin: analyticsOrigin() });
    const caught = await catchNetwork(page);
    await page.goto('/new_password?token=e2e-secret-token&utm_source=newsletter');
    await eventually(() => pagePaths(caught)).toEqual(['/new_password']);
    const [view] = hitsOf(caught, 'page_view');
    expect(view!.dl).toBe(`${analyticsOrigin()}/new_password?utm_source=newsletter`);
    expect(view!.dt).toBe('New password · Bay Fit Clubs');

    // A staff member opens a member's page from the search: an in-app navigation to a path with the member in it.
    await signInThroughForm(page, MANAGER);
    await page.goto('/staff/members');
    await page.getByLabel('Find a member').fill('Casey Morgan');
    const found = page.getByRole('list', { name: 'Members found' }).getByRole('listitem', { name: 'Casey Morgan' });
    await found.getByRole('link', { name: 'Casey Morgan' }).click();
    await expectHeading(page, 'Casey Morgan');
    const memberId = new URL(page.url()).pathname.split('/').at(-1)!;
    await eventually(() => pagePaths(caught)).toContain('/staff/members/:memberId');
    const sent = caught.hits.map((hit) => hit.url).join('\n');
    for (const personal of ['e2e-secret-token', memberId, '100004', 'Casey', encodeURIComponent(MANAGER.email)]) {
      expect(sent).not.toContain(personal);
    }
    expect(caught.outside).toEqual([]);
  });

  it.each([
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ])(
    'under %s, requests nothing from Google and sends nothing',
    async (_signal, optOut) => {
      const page = await newPage('desktop', { origin: analyticsOrigin() });
      const caught = await catchNetwork(page);
      await page.addInitScript(optOut);
      await browseWithoutJoining(page);
      await expectNothingSent(page, caught);
    },
    60_000,
  );
});

describe('with ANALYTICS_ID unset (the run’s app)', () => {
  it('loads nothing: no analytics chunk, no request to any Google host, a CSP without them', async () => {
    const phone = await newPage('mobile');
    const phoneCaught = await catchNetwork(phone);
    const response = await phone.goto('/');
    expect(response!.headers()['content-security-policy']).not.toMatch(/google/);
    await saveScreenshot(phone, 'analytics-off-first-page-mobile', { fullPage: false });

    const page = await newPage('desktop');
    const caught = await catchNetwork(page);
    await browseWithoutJoining(page);
    await expectNothingSent(page, caught);
    await expectNothingSent(phone, phoneCaught);
  }, 60_000);
});
