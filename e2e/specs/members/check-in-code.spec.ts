import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  CHECK_IN_CODE_MESSAGES,
  CHECK_IN_CODE_PAST_WINDOWS,
  type CheckInSecret,
  checkInCodeFor,
  checkInWindow,
} from '@gym/contracts/check-in-code';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { apiAs, checkInPayloadAt, checkInSecretOf, tokenOf } from '../../support/check-in-api';
import { freshCheckInPayload } from '../../support/check-in-code';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm, storedToken } from '../../support/sign-in';

const { newPage, allowErrors } = useBrowser({ serviceWorkers: true });

/** The digits the card shows and the page's clock at that instant. */
const readCard = (page: Page) =>
  page.evaluate(() => ({
    now: Date.now(),
    digits: document.querySelector('[data-testid="check-in-digits"]')?.textContent?.replace(/\s/g, '') ?? '',
  }));

/**
 * Waits until the card shows the code of the page clock's window, computed here from the secret the API gave;
 * returns that window and code. (Right at a window's edge the new code may be a moment away: hence the wait.)
 */
async function expectCodeOfPageClock(page: Page, secret: CheckInSecret) {
  let shown = { window: 0, code: '' };
  await eventually(async () => {
    const { now, digits } = await readCard(page);
    shown = { window: checkInWindow(now), code: await checkInCodeFor(secret.secret, checkInWindow(now)) };
    return digits === shown.code;
  }).toBe(true);
  return shown;
}

it("the member's code changes every 30 seconds from the device's clock, and goes on changing offline", async () => {
  const page = await newPage('mobile');
  await page.clock.install();
  await signInThroughForm(page, DEMO_LOGINS.member);
  await expectHeading(page, 'Hi, Alex');
  await page
    .getByTestId('check-in-digits')
    .filter({ hasText: /^\d{3} \d{3}$/ })
    .waitFor();
  const secret = await checkInSecretOf(DEMO_LOGINS.member);
  expect(secret.scanCode).toBe('BFC-100001');
  expect(await page.getByRole('img', { name: 'Check-in QR code BFC-100001' }).count()).toBe(1);

  const first = await expectCodeOfPageClock(page, secret);
  await expect(page.getByTestId('check-in-countdown').innerText()).resolves.toMatch(/^New code in \d{1,2} s$/);
  await page.clock.fastForward(30_000);
  const second = await expectCodeOfPageClock(page, secret);
  expect(second.window).toBeGreaterThan(first.window);
  expect(second.code).not.toBe(first.code);

  // No network at all: the page's calls fail (Chromium logs them), the member stays signed in, the code rotates.
  allowErrors(/ERR_INTERNET_DISCONNECTED|WebSocket connection .* failed/);
  await page.context().setOffline(true);
  await page.clock.fastForward(30_000);
  const third = await expectCodeOfPageClock(page, secret);
  expect(third.window).toBeGreaterThan(second.window);
  expect(third.code).not.toBe(second.code);
  await page.clock.fastForward(30_000);
  const fourth = await expectCodeOfPageClock(page, secret);
  expect(fourth.window).toBeGreaterThan(third.window);
  await expectHeading(page, 'Hi, Alex');
  expect(await storedToken(page)).not.toBeNull();
  expect(await page.getByText(CHECK_IN_CODE_MESSAGES.secretLoadError).count()).toBe(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'check-in-code-offline-mobile', { fullPage: false });
});

it('the desk accepts a fresh code once, refuses it the second time, and refuses a code two minutes old', async () => {
  // The refusals are 4xx answers, which Chromium logs as failed loads.
  allowErrors(/status of 4\d\d/);
  const desk = await newPage('desktop');
  await desk.setViewportSize({ width: 1024, height: 768 });
  await signInThroughForm(desk, DEMO_LOGINS.staff, `/login?next=${encodeURIComponent('/staff/check-in')}`);
  await expectHeading(desk, 'Front desk check-in');
  await desk.getByRole('combobox', { name: 'Club' }).click();
  await desk.getByRole('option', { name: 'Fillmore' }).click();

  // A code no other spec of the run has scanned: the desk takes each once.
  const fresh = await freshCheckInPayload(DEMO_LOGINS.member);
  await desk.getByLabel('Scan code').fill(fresh);
  await desk.getByLabel('Scan code').press('Enter');
  const accepted = desk.getByRole('status').filter({ hasText: 'Checked in' });
  await eventually(() => accepted.innerText()).toContain('Alex Rivera, member 100001');
  expect(await accepted.innerText()).toContain('Fillmore');
  await saveScreenshot(desk, 'check-in-code-desk-accepted', { fullPage: false });

  // The same code again, as a screenshot shown twice would be: refused, and the desk says why.
  await desk.getByLabel('Scan code').fill(fresh);
  await desk.getByLabel('Scan code').press('Enter');
  const refusal = desk.getByRole('alert').filter({ hasText: 'Not checked in' });
  await eventually(() => refusal.innerText()).toContain(CHECK_IN_CODE_MESSAGES.codeUsed);
  await expectNoAxeViolations(desk);
  await saveScreenshot(desk, 'check-in-code-desk-used', { fullPage: false });

  // Two minutes old: four windows back, past the one earlier window the desk accepts.
  expect(CHECK_IN_CODE_PAST_WINDOWS).toBeLessThan(4);
  const staff = await tokenOf(DEMO_LOGINS.staff);
  const stale = await checkInPayloadAt(await checkInSecretOf(DEMO_LOGINS.member), { windowsAgo: 4 });
  const answer = await apiAs(staff, 'POST', '/staff/check-ins', { scanCode: stale, clubId: '103' });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(JSON.stringify(answer.json)).toContain(CHECK_IN_CODE_MESSAGES.codeExpired);
});

it("resetting the code replaces the device's secret: the card shows codes of the new one at once", async () => {
  const page = await newPage('mobile');
  await signInThroughForm(page, DEMO_LOGINS.familyMember);
  await page
    .getByTestId('check-in-digits')
    .filter({ hasText: /^\d{3} \d{3}$/ })
    .waitFor();
  const before = await checkInSecretOf(DEMO_LOGINS.familyMember);
  await expectCodeOfPageClock(page, before);

  await page.getByRole('button', { name: 'Reset my check-in code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your check-in code?' });
  await dialog.getByRole('button', { name: 'Reset code' }).click();
  await eventually(() => page.getByRole('alert').allInnerTexts()).toContain(CHECK_IN_CODE_MESSAGES.rotated);
  const after = await checkInSecretOf(DEMO_LOGINS.familyMember);
  expect(after.secret).not.toBe(before.secret);
  await expectCodeOfPageClock(page, after);
  await saveScreenshot(page, 'check-in-code-reset-mobile', { fullPage: false });
});
