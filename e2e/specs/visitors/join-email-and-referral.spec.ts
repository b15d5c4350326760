import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clubToday, toIsoDate } from '@gym/contracts/personal-info';
import { loadConfig } from '@gym/server/config';
import { ReferralCodeSigner } from '@gym/server/modules/signup/referrals/referral-code-signer';
import type { Page } from 'playwright-core';
import { eventually, saveScreenshot, useBrowser } from '../../support/browser';
import { expectHeading, menuEntry, planCards } from '../../support/pages';

const { newPage } = useBrowser();

/** Codes as staff make them: signed with the key of the end-to-end app, which runs with the default JWT_SECRET. */
const referralCodes = new ReferralCodeSigner(loadConfig({ NODE_ENV: 'test' }).JWT_SECRET);

/** Opens a club's plans and picks the plan whose card names `planName`. */
async function choosePlan(page: Page, club: string, planName: string) {
  await page.goto(`/${club}`);
  await expectHeading(page, 'Choose a membership');
  await planCards(page)
    .filter({ has: page.getByRole('heading', { name: planName, exact: true }) })
    .getByRole('button', { name: 'Select' })
    .click();
  await expectHeading(page, 'Provide your email address');
}

const emailField = (page: Page) => page.getByLabel('Email', { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

function wizardState(page: Page) {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('signup-wizard') ?? '{}'));
}

describe('e-mail step', () => {
  it('checks the address, looks the person up, starts tracking and moves on to personal info', async () => {
    const page = await newPage();
    await choosePlan(page, 'marin', 'Marin Month to Month');
    expect(await menuEntry(page, 'personal info').getAttribute('aria-current')).toBe('step');
    expect(await next(page).isDisabled()).toBe(true);

    await emailField(page).fill('not-an-email');
    await next(page).click();
    await eventually(() => page.getByText('Invalid email address', { exact: true }).count()).toBe(1);
    await expectHeading(page, 'Provide your email address');

    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    await emailField(page).fill(email);
    const tracking = page.waitForResponse((response) => response.url().endsWith('/dashboard/set-ols-tracking'));
    await next(page).click();
    expect((await tracking).status()).toBe(200);
    await expectHeading(page, 'Provide your personal Info');
    await eventually(async () => (await wizardState(page)).trackingSession).toMatch(/^[0-9a-f-]{36}$/);
    const state = await wizardState(page);
    expect(state.email).toBe(email);
    expect(state.existence).toEqual({ status: 404, data: null, eligible: true });
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);
  });

  it('recognises a former member and remembers the address for the next visit', async () => {
    const page = await newPage();
    await choosePlan(page, 'oakland', 'Oakland Month to Month');
    await emailField(page).fill('Former@Example.com');
    await next(page).click();
    await expectHeading(page, 'Provide your personal Info');
    expect((await wizardState(page)).existence).toEqual({ status: 200, data: '100004', eligible: true });

    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Provide your email address');
    expect(await emailField(page).inputValue()).toBe('former@example.com');
    expect((await wizardState(page)).existence).toBeNull();
  });

  it('tells a current member they are not eligible and does not move on', async () => {
    const page = await newPage();
    await choosePlan(page, 'marin', 'Marin Month to Month');
    await emailField(page).fill('member@example.com');
    await next(page).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.innerText()).toContain('Sorry you are not eligible for this program!');
    await saveScreenshot(page, 'email-not-eligible');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectHeading(page, 'Provide your email address');
  });

  it('Back returns to the plans of the same club', async () => {
    const page = await newPage();
    await choosePlan(page, 'castro', 'Castro Month to Month');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Choose a membership');
    expect(new URL(page.url()).pathname).toBe('/castro');
  });
});

describe('referral links', () => {
  it("a buddy link shows the banner and the popup, and preselects the referrer's club", async () => {
    const page = await newPage();
    await page.goto('/?member=100001');
    await eventually(() => page.getByText("You're using Alex Rivera referral link.", { exact: true }).count()).toBe(1);
    const popup = page.getByRole('dialog');
    await eventually(() => popup.count()).toBe(1);
    await saveScreenshot(page, 'referral-popup');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/marin');
    await expectHeading(page, 'Choose a membership');
    expect((await wizardState(page)).referral).toMatchObject({ name: 'Alex Rivera', caID: '100001', clubSfId: '101' });
  });

  it('a referral code of this month with a plan jumps to the e-mail step with that plan', async () => {
    const page = await newPage();
    const code = referralCodes.encode({
      memberNumber: '100001',
      planId: 'marin-premier',
      date: toIsoDate(clubToday()),
    });
    await page.goto(`/?code=${encodeURIComponent(code)}&plan=marin-premier`);
    await expectHeading(page, 'Provide your email address');
    expect(new URL(page.url()).pathname).toBe('/marin');
    expect((await wizardState(page)).plan).toMatchObject({ id: 'marin-premier' });
    await eventually(() => page.getByText("You're using Alex Rivera referral link.", { exact: true }).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("a code from another month is 'Referral code don't available'; an unknown one 'Referral code don't exist'", async () => {
    const page = await newPage();
    const stale = referralCodes.encode({ memberNumber: '100001', planId: 'marin-monthly', date: '2001-01-15' });
    await page.goto(`/?code=${encodeURIComponent(stale)}&plan=marin-monthly`);
    await eventually(() => page.getByText("Referral code don't available", { exact: true }).count()).toBe(1);

    const unknown = referralCodes.encode({
      memberNumber: '999999',
      planId: 'marin-monthly',
      date: toIsoDate(clubToday()),
    });
    await page.goto(`/?code=${encodeURIComponent(unknown)}&plan=marin-monthly`);
    await eventually(() => page.getByText("Referral code don't exist", { exact: true }).count()).toBe(1);
    await expectHeading(page, 'Choose a location');
  });
});
