import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { VACCINE_MESSAGES } from '@gym/contracts/vaccine';
import { holdRequests } from '../../support/held-requests';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { fillPersonalInfo } from '../../support/join-flow';
import { outboxFor } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, appUrl, loginEmail, loginPassword } from '../../support/sign-in';

const { newPage, allowErrors } = useBrowser();

/** The demo member's birthday as typed (MMDDYYYY) and as shown; a visitor names the member with it. */
const BIRTHDAY_DIGITS = '04151988';
const BIRTHDAY = '04/15/1988';
let cardJpeg: Buffer;

beforeAll(() => {
  // A real JPEG (ffmpeg's test pattern), as a phone camera would give.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vaccine-')), 'card.jpg');
  execFileSync('/usr/bin/ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=480x300:rate=1',
    '-frames:v',
    '1',
    file,
  ]);
  cardJpeg = fs.readFileSync(file);
});

/** Opens a member page as a visitor: the gate sends the browser to /login, and signing in comes back. */
async function openSignedIn(page: Page, pagePath: string, account: { email: string; password: string }) {
  await page.goto(pagePath);
  await page.waitForURL(appUrl(`/login?next=${encodeURIComponent(pagePath)}`));
  await loginEmail(page).fill(account.email);
  await loginPassword(page).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(appUrl(pagePath));
}

const vaccineStatus = (page: Page) => page.getByTestId('vaccine-status').innerText();
/** The value the details list shows for a label ('Address', 'Phone number', ...). */
const detail = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
const favouriteClub = (page: Page) => page.getByRole('combobox', { name: 'Favourite club' });
const storedClaims = async (page: Page) => {
  const token = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { favoriteLocationName: string };
};

async function chooseFavourite(page: Page, name: string) {
  await favouriteClub(page).click();
  await page.getByRole('option', { name, exact: true }).click();
  await eventually(() => favouriteClub(page).innerText()).toBe(name);
  await eventually(async () => (await storedClaims(page)).favoriteLocationName).toBe(name);
}

it('a member edits the profile and the favourite club, uploads a vaccine record; staff confirm it', async () => {
  const member = await newPage();
  await openSignedIn(member, '/profile', DEMO_LOGINS.member);
  await expectHeading(member, 'Your profile');
  await eventually(() => vaccineStatus(member)).toBe('Not yet uploaded');
  await expectNoAxeViolations(member);
  await saveScreenshot(member, 'profile-view');

  // Edit: the form opens with the seeded details; an emptied city is refused, then every field is filled again
  // and the city is what we look for after.
  await member.getByRole('button', { name: 'Edit details' }).click();
  await expect(member.getByLabel('City', { exact: true }).inputValue()).resolves.toBe('Mill Valley');
  await member.getByLabel('City', { exact: true }).fill('');
  await member.getByRole('button', { name: 'Save' }).click();
  await eventually(() => member.getByText('City is required').count()).toBe(1);
  await expectNoAxeViolations(member);
  await saveScreenshot(member, 'profile-form-messages');
  await fillPersonalInfo(member, { firstName: 'Alex', lastName: 'Rivera', birthday: BIRTHDAY_DIGITS });
  await member.getByLabel('City', { exact: true }).fill('Sausalito');
  await member.getByRole('button', { name: 'Save' }).click();
  await eventually(() => detail(member, 'Address')).toBe('1450 Fourth Street, Sausalito, CA 94901');
  await member.reload();
  await expectHeading(member, 'Your profile');
  await eventually(() => detail(member, 'Address')).toBe('1450 Fourth Street, Sausalito, CA 94901');
  expect(await detail(member, 'Birthday')).toBe(BIRTHDAY);
  expect(await detail(member, 'Phone number')).toBe('415-555-0142');

  // Favourite club: a new token carries it, and it stays after a reload.
  const original = (await storedClaims(member)).favoriteLocationName;
  await eventually(() => favouriteClub(member).innerText()).toBe(original);
  const other = original === 'Transbay' ? 'Castro' : 'Transbay';
  // While the choice saves, the field is disabled and its help says so, still readable (axe, held mid-save).
  const saving = await holdRequests(member, '**/auth/favorite');
  await favouriteClub(member).click();
  await member.getByRole('option', { name: other, exact: true }).click();
  await eventually(() => member.getByText('Saving…', { exact: true }).count()).toBe(1);
  await expectNoAxeViolations(member);
  await saving.release();
  await eventually(async () => (await storedClaims(member)).favoriteLocationName).toBe(other);
  await eventually(() => favouriteClub(member).innerText()).toBe(other);
  await member.reload();
  await eventually(() => favouriteClub(member).innerText()).toBe(other);
  // Other specs use the demo member's home club: it goes back.
  await chooseFavourite(member, original);

  // Upload: a text file named .jpg is refused by its bytes, then a real JPEG goes through.
  allowErrors(/status of 400/);
  await member.getByRole('link', { name: 'Upload vaccine status' }).click();
  await expectHeading(member, 'Upload your vaccine status');
  await expectNoAxeViolations(member);
  const fileInput = member.getByLabel('Vaccination record (JPEG, PNG or PDF)');
  expect(await member.getByText('Choose a file', { exact: true }).isVisible()).toBe(true);
  await fileInput.setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
  await eventually(() => member.getByText(/^card\.jpg \(\d+ KB\)$/).count()).toBe(1);
  await member.getByRole('button', { name: 'Upload' }).click();
  await eventually(() => member.getByRole('alert').filter({ hasText: VACCINE_MESSAGES.wrongType }).innerText()).toBe(
    `${VACCINE_MESSAGES.uploadFailed} ${VACCINE_MESSAGES.wrongType}`,
  );
  // Said once, in the form: no banner repeats it.
  expect(await member.getByText(VACCINE_MESSAGES.wrongType, { exact: false }).count()).toBe(1);
  await expectNoAxeViolations(member);
  await saveScreenshot(member, 'vaccine-upload-refused');
  await fileInput.setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: cardJpeg });
  await member.getByRole('button', { name: 'Upload' }).click();
  await member.waitForURL(appUrl('/'));
  await member.goto('/profile');
  await eventually(() => vaccineStatus(member)).toBe('Pending confirmation');
  await saveScreenshot(member, 'profile-pending');

  // Staff, in another browser context, review the queue.
  const staff = await newPage();
  await openSignedIn(staff, '/staff/vaccines', DEMO_LOGINS.staff);
  await expectHeading(staff, 'Vaccine records');
  const row = staff.getByRole('row').filter({ hasText: 'Alex Rivera' });
  await eventually(() => row.count()).toBe(1);
  expect(await row.innerText()).toContain('100001');
  await expectNoAxeViolations(staff);
  await saveScreenshot(staff, 'staff-vaccines');
  await staff.getByRole('button', { name: 'View file of Alex Rivera' }).click();
  const picture = staff.getByRole('dialog').getByRole('img');
  await eventually(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(480);
  await expectNoAxeViolations(staff);
  await saveScreenshot(staff, 'staff-vaccine-file', { fullPage: false });
  await staff.getByRole('button', { name: 'Close' }).click();
  await staff.getByRole('button', { name: 'Confirm Alex Rivera' }).click();
  await eventually(() => row.count()).toBe(0);

  // The member reads the result.
  await member.reload();
  await eventually(() => vaccineStatus(member)).toBe('Confirmed');
  // Confirming put the member's current membership in the Vaccinated group.
  await eventually(() =>
    member
      .getByRole('listitem')
      .filter({ hasText: /^Vaccinated$/ })
      .count(),
  ).toBe(1);
  // The clubs have loaded: the favourite club select is enabled (disabled until then).
  await eventually(() => favouriteClub(member).getAttribute('aria-disabled')).not.toBe('true');
  await expectNoAxeViolations(member);
  await saveScreenshot(member, 'profile-confirmed');
});

it('a visitor who is not signed in uploads for a member by e-mail, number and birthday', async () => {
  const visitor = await newPage('mobile');
  await visitor.goto('/vaccine-status');
  await expectHeading(visitor, 'Upload your vaccine status');
  await visitor.getByRole('button', { name: 'Upload' }).click();
  await eventually(() => visitor.getByText('email is required').count()).toBe(1);
  expect(await visitor.getByText(VACCINE_MESSAGES.fileRequired).count()).toBe(1);
  await expectNoAxeViolations(visitor);
  await saveScreenshot(visitor, 'vaccine-upload-visitor-mobile');

  await visitor.getByLabel('E-mail').fill(DEMO_LOGINS.member.email);
  await visitor.getByLabel('Member number').fill('100001');
  await visitor.getByLabel('Birthday').pressSequentially(BIRTHDAY_DIGITS);
  await visitor
    .getByLabel('Vaccination record (JPEG, PNG or PDF)')
    .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: cardJpeg });
  await visitor.getByRole('button', { name: 'Upload' }).click();
  await visitor.waitForURL(appUrl('/verify-status?m=ready'));
  await expectHeading(visitor, 'Vaccine status uploaded');
  expect(await visitor.getByText(VACCINE_MESSAGES.pendingReview).count()).toBe(1);
  await expectNoAxeViolations(visitor);
  await saveScreenshot(visitor, 'verify-status-ready-mobile');
  // Nothing signed the visitor in.
  expect(await visitor.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

it('staff review the queue on a phone and reject with a reason the member is e-mailed', async () => {
  // The visitor's upload above waits in the queue; the earlier test confirmed the member's own.
  const staff = await newPage('mobile');
  await openSignedIn(staff, '/staff/vaccines', DEMO_LOGINS.staff);
  await expectHeading(staff, 'Vaccine records');
  const cards = staff.getByRole('list', { name: 'Vaccine records waiting for review' }).getByRole('listitem');
  await eventually(() => cards.filter({ hasText: 'Alex Rivera' }).count()).toBe(1);
  expect(await staff.getByRole('table').count()).toBe(0);
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    await staff.setViewportSize(size);
    await eventually(() => staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await saveScreenshot(staff, `staff-vaccines-${size.width}x${size.height}`);
  }
  await expectNoAxeViolations(staff);

  await staff.getByRole('button', { name: 'Reject Alex Rivera' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Reject the record of Alex Rivera?' });
  await dialog.getByRole('button', { name: 'Reject and e-mail the member' }).click();
  await eventually(() => dialog.getByText(VACCINE_MESSAGES.rejectionReasonRequired).count()).toBe(1);
  await expectNoAxeViolations(staff);
  await saveScreenshot(staff, 'staff-vaccine-reject-reason-360', { fullPage: false });
  const reason = 'The dates on the card cannot be read: please upload a sharper photo.';
  await dialog.getByLabel(/^Reason for the member/).fill(reason);
  await dialog.getByRole('button', { name: 'Reject and e-mail the member' }).click();
  await eventually(() => cards.filter({ hasText: 'Alex Rivera' }).count()).toBe(0);

  // Found by its subject: the demo member's autopay receipt from the app's start may be sent after it. Read until
  // it is there: the shared app may still be writing it when the page has updated.
  await expect
    .poll(
      async () =>
        (await outboxFor(DEMO_LOGINS.member.email)).find((message) =>
          /your vaccination record was not accepted$/.test(message.subject),
        )?.text,
      { timeout: 30_000, interval: 500 },
    )
    .toContain(reason);
});
