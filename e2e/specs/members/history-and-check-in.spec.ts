import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { freshCheckInPayload } from '../../support/check-in-code';
import { expectHeading } from '../../support/pages';

const { baseUrl, newPage, allowErrors } = useBrowser();

const STAFF = { email: 'staff@example.com', password: 'Staff123!' };
const MEMBER = { email: 'member@example.com', password: 'Member123!' };
/** The family accounts share an e-mail: each signs in with its member number too. */
const JORDAN = { email: 'family@example.com', password: 'Family123!', clubId: '100002' };
const SAM = { email: 'family@example.com', password: 'Family123!', clubId: '100003' };
const CLUB_TIME_ZONE = 'America/Los_Angeles';

/** A club day as the history page writes it ('Mon, Mar 10, 2025'), `daysAgo` days before today at the clubs. */
function clubDay(daysAgo = 0): { iso: string; label: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysAgo);
  const label = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(day);
  return { iso: day.toISOString().slice(0, 10), label };
}

/** Opens a member page as a visitor: the gate sends the browser to /login, and signing in comes back. */
async function openSignedIn(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(path);
  await page.waitForURL(`${baseUrl}/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}${path}`);
}

/** The visits table's rows as [date, time, club]. */
const visitRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Visits' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
    );

it('the desk checks a member in by code; the member sees the visit today, and a past window hides it', async () => {
  const desk = await newPage();
  await openSignedIn(desk, '/staff/check-in', STAFF);
  await expectHeading(desk, 'Front desk check-in');
  await desk.getByRole('combobox', { name: 'Club' }).click();
  await desk.getByRole('option', { name: 'Transbay' }).click();
  // A desk scanner types the code and Enter into whatever has the focus: the page keeps it on the code field.
  await eventually(() => desk.getByLabel('Scan code').evaluate((field) => field === document.activeElement)).toBe(true);
  await desk.keyboard.type(await freshCheckInPayload(MEMBER));
  await desk.keyboard.press('Enter');
  const result = desk.getByRole('status').filter({ hasText: 'Checked in' });
  await eventually(() => result.innerText()).toContain('Alex Rivera, member 100001');
  expect(await result.innerText()).toContain('Transbay');
  // The demo member joined before photos were kept: the desk is told so rather than shown an empty frame.
  expect(await result.innerText()).toContain('No photo on file');
  expect(await desk.getByLabel('Scan code').inputValue()).toBe('');
  await expectNoAxeViolations(desk);
  await saveScreenshot(desk, 'staff-check-in-desktop');

  const member = await newPage();
  await openSignedIn(member, '/history', MEMBER);
  await expectHeading(member, 'Visit history');
  expect(await member.getByLabel('From').inputValue()).toBe(clubDay(90).iso);
  expect(await member.getByLabel('To').inputValue()).toBe(clubDay(0).iso);
  await eventually(async () => (await visitRows(member))[0]).toEqual([
    clubDay(0).label,
    expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/),
    'Transbay',
  ]);
  // The seeded past visits are listed after it, newest first.
  expect((await visitRows(member)).map((row) => row[0])).toEqual([
    clubDay(0).label,
    clubDay(2).label,
    clubDay(5).label,
    clubDay(12).label,
    clubDay(30).label,
  ]);
  await expectNoAxeViolations(member);
  await saveScreenshot(member, 'history-desktop');

  await member.getByLabel('From').fill(clubDay(20).iso);
  await member.getByLabel('To').fill(clubDay(1).iso);
  await eventually(async () => (await visitRows(member)).map((row) => row[0])).toEqual([
    clubDay(2).label,
    clubDay(5).label,
    clubDay(12).label,
  ]);
  expect((await visitRows(member)).some((row) => row[2] === 'Transbay')).toBe(false);
  await saveScreenshot(member, 'history-past-window');

  await member.getByLabel('From').fill(clubDay(400).iso);
  await member.getByLabel('To').fill(clubDay(300).iso);
  await eventually(() => member.getByText(/^No visits from/).count()).toBe(1);
  await expectNoAxeViolations(member);
});

it('a second scan of the same code is refused as used; a new code within minutes answers the visit recorded', async () => {
  // The replay is a 409 answer, which Chromium logs as a failed load.
  allowErrors(/status of 409/);
  const desk = await newPage('mobile');
  await openSignedIn(desk, '/staff/check-in', STAFF);
  await desk.getByRole('combobox', { name: 'Club' }).click();
  await desk.getByRole('option', { name: 'Transbay' }).click();
  const scan = async (code: string) => {
    await desk.getByLabel('Scan code').fill(code);
    await desk.getByLabel('Scan code').press('Enter');
  };
  const accepted = desk.getByRole('status').filter({ hasText: 'Checked in' });
  const refused = desk.getByRole('alert').filter({ hasText: 'Not checked in' });

  const code = await freshCheckInPayload(JORDAN);
  await scan(code);
  await eventually(() => accepted.innerText()).toContain('Jordan');
  await scan(code);
  await eventually(() => refused.innerText()).toContain(
    `${code}: This check-in code was used already: ask the member to show the new code`,
  );
  expect(await refused.innerText()).toContain('member 100002');
  await saveScreenshot(desk, 'staff-check-in-replay-mobile');

  await scan(await freshCheckInPayload(JORDAN));
  await eventually(() => accepted.innerText()).toContain('Already checked in at Transbay');
  await expectNoAxeViolations(desk);
  await saveScreenshot(desk, 'staff-check-in-repeat-mobile');
});

it('a member account does not get the desk page', async () => {
  const page = await newPage();
  await openSignedIn(page, '/staff/check-in', MEMBER);
  await expectHeading(page, 'Page not found');
});

it('the desk shows why a code is refused', async () => {
  // The refusals are 404 and 409 answers, which Chromium logs as failed loads.
  allowErrors(/status of 40[49]/);
  const desk = await newPage();
  await openSignedIn(desk, '/staff/check-in', STAFF);
  await desk.getByRole('combobox', { name: 'Club' }).click();
  await desk.getByRole('option', { name: 'Marin' }).click();
  const refusal = desk.getByRole('alert').filter({ hasText: 'Not checked in' });
  for (const [code, message] of [
    ['BFC-000000', 'No member with this code'],
    // A screenshot of the old, static QR code: a member's number, but not a code that checks in.
    ['BFC-100001', 'This is a member number, not a check-in code: type it as a member number to check in by hand'],
  ] as const) {
    await desk.getByLabel('Scan code').fill(code);
    await desk.getByLabel('Scan code').press('Enter');
    await eventually(() => refusal.innerText()).toContain(`${code}: ${message}`);
    // Only the latest result is on the page: no banner repeats the refusal, none outlives the next scan.
    expect(await desk.getByText(message).count()).toBe(1);
  }
  expect(await desk.getByText('No member with this code').count()).toBe(0);
  // A former member's number, typed by staff: refused for their standing.
  await desk.getByRole('button', { name: 'Type member number' }).click();
  await desk.getByLabel('Member number', { exact: true }).fill('100004');
  await desk.getByLabel('Member number', { exact: true }).press('Enter');
  await eventually(() => refusal.innerText()).toContain('100004: This person is a former member and cannot check in');
  await saveScreenshot(desk, 'staff-check-in-refused');

  // A member checked in next replaces the refusal: green alone, not beside a red one.
  await desk.getByLabel('Scan code').fill(await freshCheckInPayload(SAM));
  await desk.getByLabel('Scan code').press('Enter');
  await eventually(() => desk.getByRole('status').filter({ hasText: 'Checked in' }).count()).toBe(1);
  expect(await refusal.count()).toBe(0);
  expect(await desk.getByText(/cannot check in/).count()).toBe(0);
  await expectNoAxeViolations(desk);
  await saveScreenshot(desk, 'staff-check-in-after-refusal');
});
