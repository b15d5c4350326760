import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CHECK_IN_CODE_MESSAGES } from '@gym/contracts/check-in-code';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { checkInPayloadAt, checkInSecretOf } from '../../support/check-in-api';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../../support/sign-in';

// Issue 16 point 2 at the desk (docs/decisions/0036): a stale code is refused with the reason and the member's
// face; the member number checks in only when staff type it, as a manual check-in.
const { newPage, allowErrors } = useBrowser();

const JORDAN = { email: 'family@example.com', password: 'Family123!', clubId: '100002' };

async function openDesk(size: 'desktop' | 'mobile'): Promise<Page> {
  const desk = await newPage(size);
  await signInThroughForm(desk, DEMO_LOGINS.staff);
  await desk.goto('/staff/check-in');
  await expectHeading(desk, 'Front desk check-in');
  await desk.getByRole('combobox', { name: 'Club' }).click();
  await desk.getByRole('option', { name: 'Marin' }).click();
  return desk;
}

async function scan(desk: Page, code: string) {
  await desk.getByLabel('Scan code').fill(code);
  await desk.getByLabel('Scan code').press('Enter');
}

// check-in-code.spec.ts scans a fresh code, the same code twice and a stale one through the API; here the desk
// shows a stale code's refusal as staff see it: the reason beside the member's face and name.
it('the desk refuses a code two minutes old with the reason, beside who it was', async () => {
  // The refusal is a 409 answer, which Chromium logs as a failed load.
  allowErrors(/status of 409/);
  const desk = await openDesk('desktop');
  const old = await checkInPayloadAt(await checkInSecretOf(JORDAN), { nowMs: Date.now() - 2 * 60_000 });
  await scan(desk, old);
  const refused = desk.getByRole('alert').filter({ hasText: 'Not checked in' });
  await eventually(() => refused.innerText()).toContain(`${old}: ${CHECK_IN_CODE_MESSAGES.codeExpired}`);
  expect(await refused.innerText()).toContain('Jordan Lee, member 100002');
  expect(await refused.innerText()).toContain('Status: Active');
  await expectNoAxeViolations(desk);
  await saveScreenshot(desk, 'desk-code-expired-desktop');
});

it('on a phone: the static number scanned is refused; typed by staff it checks in as manual', async () => {
  allowErrors(/status of 409/);
  const desk = await openDesk('mobile');
  await scan(desk, 'BFC-100001');
  const refused = desk.getByRole('alert').filter({ hasText: 'Not checked in' });
  await eventually(() => refused.innerText()).toContain(`BFC-100001: ${CHECK_IN_CODE_MESSAGES.staticCodeScanned}`);
  expect(await refused.innerText()).toContain('Alex Rivera, member 100001');
  await saveScreenshot(desk, 'desk-static-code-refused-mobile');

  await desk.getByRole('button', { name: 'Type member number' }).click();
  await desk.getByLabel('Member number', { exact: true }).fill('100001');
  await saveScreenshot(desk, 'desk-type-member-number-mobile');
  await desk.getByRole('button', { name: 'Check in by number' }).click();
  const accepted = desk.getByRole('status').filter({ hasText: 'Checked in' });
  await eventually(() => accepted.innerText()).toContain('Alex Rivera, member 100001');
  expect(await accepted.innerText()).toContain('Manual check-in (member number typed)');
  // Back to scanning: the number form has closed and the scan field has the focus.
  await eventually(() => desk.getByLabel('Member number', { exact: true }).count()).toBe(0);
  await eventually(() => desk.getByLabel('Scan code').evaluate((field) => field === document.activeElement)).toBe(true);
  await expectNoAxeViolations(desk);
  await saveScreenshot(desk, 'desk-manual-check-in-mobile');
});
