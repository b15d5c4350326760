import type { Page } from 'playwright-core';
import { signatureHeaders } from '@gym/contracts/signing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AppInstance, startAppInstance } from '../../support/app-instance';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { addCard } from '../../support/join-flow';
import { CALL_BROWSER_ARGS, callWindow, dialogLog, remoteVideo } from '../../support/messages';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../../support/sign-in';

/**
 * Personal training in the browser (issue 30): Alex (Marin) finds Sofia Ramírez among Marin's trainers by the
 * Spanish chip, buys a 5-pack of 60 minutes with his primary card in the booking dialog and books her first free
 * hour, then finds the session and the pack in My training; then he books Taylor Brooks by video from the same pack,
 * and Taylor (the demo trainer account) finds it in their calendar; that video session, moved to start soon, is
 * joined by both (a video call, hence Chromium's fake camera), then, moved to have started, marked and noted by
 * Taylor. On an app of the spec's own: the packs and sessions it makes are no other spec's, and it moves them in its
 * database.
 */
const { newPage } = useBrowser({ args: CALL_BROWSER_ARGS });

const ALEX = DEMO_LOGINS.member;
const TAYLOR = { email: 'trainer@example.com', password: 'Trainer123!' };
const MARIN_TRAINERS = '/locations/marin/trainers';
const CANCEL_RULE = 'Cancel more than 24 hours ahead and the session goes back to your pack; later, it is used.';

let app: AppInstance | undefined;
beforeAll(async () => {
  app = await startAppInstance();
});
afterAll(() => app?.stop());

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
const trainerCard = (page: Page, name: string) => page.getByTestId('trainer-card').filter({ hasText: name });
const freeTimes = (page: Page) => page.locator('button[data-starts-at]');

/** The primary card packs are paid with: the demo member has one; one is added on /billing if not. */
async function ensureCard(page: Page) {
  await signInThroughForm(page, ALEX, '/login?next=%2Fbilling');
  await expectHeading(page, 'Billing');
  await page.getByTestId('amount-due').waitFor();
  if ((await page.getByTestId('primary-card').count()) > 0) return;
  await page.getByRole('button', { name: 'Add New Card' }).click();
  await addCard(page, '4242 4242 4242 4242', 'Alex Rivera');
  const dialog = page.getByRole('dialog', { name: 'Add New Card' });
  await dialog.getByRole('button', { name: 'Save card', exact: true }).click();
  await eventually(() => page.getByTestId('primary-card').count()).toBe(1);
}

it(
  'a member finds Sofia Ramírez by Spanish, buys a 5-pack of 60 minutes in the booking dialog, books her, and sees it in My training',
  { timeout: 240_000 },
  async () => {
    const alex = await newPage('mobile', { origin: app!.origin });
    await ensureCard(alex);

    // 'Trainers' in the phone's menu: the home club's, Marin's.
    await alex.getByRole('button', { name: 'Open menu' }).click();
    await alex.getByRole('link', { name: 'Trainers', exact: true }).click();
    await expectHeading(alex, 'Marin trainers');
    await eventually(() => alex.getByTestId('trainer-card').count()).toBe(2);
    await alex.getByRole('group', { name: 'Coaches in' }).getByRole('button', { name: 'Spanish' }).click();
    await eventually(() => alex.getByTestId('trainer-card').count()).toBe(1);
    const sofia = trainerCard(alex, 'Sofia Ramírez');
    expect(await sofia.innerText()).toContain('Coaches in Spanish and English');
    expect(new URL(alex.url()).searchParams.get('language')).toBe('es');
    await noOverflow(alex);
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-trainers-spanish-mobile');

    // Her page: 60 minutes in person unless changed; her first free start.
    await sofia.getByRole('link', { name: 'See free times' }).click();
    await expectHeading(alex, 'Sofia Ramírez');
    await eventually(() => freeTimes(alex).count()).toBeGreaterThan(0);
    expect(await alex.getByRole('group', { name: 'Length' }).getByRole('button', { pressed: true }).innerText()).toBe(
      '60 min',
    );
    await noOverflow(alex);
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-trainer-mobile');
    await freeTimes(alex).first().click();

    // No pack yet: the club's 60-minute packs, the expiry, the card and the cancel rule, before anything is bought.
    const dialog = alex.getByRole('dialog', { name: 'Book this session?' });
    const description = await alex.locator(`[id="${await dialog.getAttribute('aria-describedby')}"]`).innerText();
    expect(description).toMatch(/^A 60-minute session with Sofia Ramírez: .+, in person at Marin\.$/);
    await eventually(() => dialog.getByRole('radio').count()).toBe(3);
    await eventually(() => dialog.innerText()).toContain('Paid with your primary card, Visa ending 4242.');
    const text = await dialog.innerText();
    expect(text).toContain('You have no 60-minute session left at Marin.');
    expect(text).toContain('Sessions expire 12 months after purchase.');
    expect(text).toContain(CANCEL_RULE);
    await dialog.getByRole('radio', { name: /^5 sessions of 60 minutes/ }).check();
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-buy-dialog-mobile');
    await dialog.getByRole('button', { name: 'Pay $400.00 and book' }).click();
    await eventually(() => dialog.count()).toBe(0);
    const booked = alex.getByRole('status').filter({ hasText: "You're booked" });
    await eventually(() => booked.innerText()).toMatch(
      /^You're booked: 60 minutes with Sofia Ramírez, .+, in person at Marin\./,
    );
    await saveScreenshot(alex, 'personal-training-booked-mobile');

    // My training: the session to come and the pack, one of five used.
    await booked.getByRole('link', { name: 'See My training' }).click();
    await expectHeading(alex, 'My training');
    const toCome = alex.getByRole('region', { name: 'Sessions to come' }).getByTestId('training-session');
    await eventually(() => toCome.count()).toBe(1);
    expect(await toCome.getByRole('heading').innerText()).toBe('60 minutes with Sofia Ramírez');
    expect(await toCome.innerText()).toContain('In person at Marin');
    const pack = alex.getByRole('region', { name: 'Your packs' }).getByTestId('training-pack');
    expect(await pack.innerText()).toMatch(/5 sessions of 60 minutes\s+Marin\s+4 of 5 left\s+Expires /);
    await noOverflow(alex);
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-my-training-mobile');

    // Cancelling asks first, saying what it does to the pack (here: the first free hour may be within a day).
    await toCome.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancel = alex.getByRole('dialog', { name: 'Cancel this session?' });
    const cancelText = await alex.locator(`[id="${await cancel.getAttribute('aria-describedby')}"]`).innerText();
    expect(cancelText).toMatch(
      /^(Cancelling now is free: the session goes back to your pack\.|It is less than 24 hours)/,
    );
    await saveScreenshot(alex, 'personal-training-cancel-dialog-mobile');
    await cancel.getByRole('button', { name: 'Keep the session' }).click();
    await eventually(() => cancel.count()).toBe(0);

    const desktop = await newPage('desktop', { origin: app!.origin });
    await signInThroughForm(desktop, ALEX, '/login?next=%2Ftraining');
    await expectHeading(desktop, 'My training');
    await eventually(() => desktop.getByTestId('training-session').count()).toBe(1);
    await expectNoAxeViolations(desktop);
    await saveScreenshot(desktop, 'personal-training-my-training-desktop');
  },
);

it(
  'the member books Taylor Brooks by video from the pack, and Taylor sees it in their calendar',
  { timeout: 240_000 },
  async () => {
    const alex = await newPage('desktop', { origin: app!.origin });
    await signInThroughForm(alex, ALEX, `/login?next=${encodeURIComponent(MARIN_TRAINERS)}`);
    await expectHeading(alex, 'Marin trainers');
    await eventually(() => alex.getByTestId('trainer-card').count()).toBe(2);
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-trainers-desktop');
    await trainerCard(alex, 'Taylor Brooks').getByRole('link', { name: 'See free times' }).click();
    await expectHeading(alex, 'Taylor Brooks');
    await alex.getByRole('group', { name: 'How' }).getByRole('button', { name: 'By video' }).click();
    await eventually(() => freeTimes(alex).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-trainer-desktop');
    await freeTimes(alex).first().click();

    // The pack bought for Sofia pays for Taylor: same club, same length.
    const dialog = alex.getByRole('dialog', { name: 'Book this session?' });
    const pack = dialog.getByTestId('pack-used');
    await eventually(() => pack.innerText()).toContain('From your pack of 5 sessions of 60 minutes at Marin');
    expect(await pack.innerText()).toContain('4 left now, 3 after this booking.');
    expect(await dialog.innerText()).toContain(CANCEL_RULE);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-book-dialog-desktop');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => alex.getByRole('status').filter({ hasText: "You're booked" }).innerText()).toMatch(
      /^You're booked: 60 minutes with Taylor Brooks, .+, by video\./,
    );

    // Taylor's calendar, on a desktop and on a phone.
    const taylor = await newPage('desktop', { origin: app!.origin });
    await signInThroughForm(taylor, TAYLOR, '/login?next=%2Ftrainer%2Ftraining');
    await expectHeading(taylor, 'Personal training');
    const session = taylor.getByTestId('training-session').filter({ hasText: 'Alex Rivera' });
    await eventually(() => session.count()).toBe(1);
    expect(await session.getByRole('heading').innerText()).toBe('Alex Rivera · 60 minutes');
    expect(await session.innerText()).toContain('By video · Marin');
    await expectNoAxeViolations(taylor);
    await saveScreenshot(taylor, 'personal-training-trainer-calendar-desktop');
    await taylor.getByRole('tab', { name: 'Hours' }).click();
    await eventually(() => taylor.getByTestId('hours-row').count()).toBe(6);
    await expectNoAxeViolations(taylor);
    await saveScreenshot(taylor, 'personal-training-trainer-hours-desktop');

    const taylorPhone = await newPage('mobile', { origin: app!.origin });
    await signInThroughForm(taylorPhone, TAYLOR, '/login?next=%2Ftrainer%2Ftraining');
    await eventually(() => taylorPhone.getByTestId('training-session').filter({ hasText: 'Alex Rivera' }).count()).toBe(
      1,
    );
    await noOverflow(taylorPhone);
    await saveScreenshot(taylorPhone, 'personal-training-trainer-calendar-mobile');
    await taylorPhone.getByRole('tab', { name: 'Hours' }).click();
    await eventually(() => taylorPhone.getByTestId('hours-row').count()).toBe(6);
    await noOverflow(taylorPhone);
    await expectNoAxeViolations(taylorPhone);
    await saveScreenshot(taylorPhone, 'personal-training-trainer-hours-mobile');
    await taylorPhone.getByRole('tab', { name: 'Profile' }).click();
    const bio = taylorPhone.getByLabel('About you');
    await eventually(() => bio.inputValue()).toContain('Strength coach');
    // A change waits for a manager's approval, and the page says so.
    await bio.fill('Strength coach for ten years: beginners, returning lifters and anyone who wants good form.');
    await taylorPhone.getByRole('button', { name: 'Send for approval' }).click();
    await eventually(() => taylorPhone.getByRole('status').filter({ hasText: 'Sent' }).innerText()).toBe(
      'Sent: members see it once a manager approves it.',
    );
    expect(await taylorPhone.getByTestId('profile-pending').innerText()).toContain(
      "Your change waits for a manager's approval.",
    );
    await noOverflow(taylorPhone);
    await expectNoAxeViolations(taylorPhone);
    await saveScreenshot(taylorPhone, 'personal-training-trainer-profile-mobile');
  },
);

/**
 * Moves a session to start at `startsAt`, its length and buffer kept. The server's clock is the real one (the e2e
 * app has no clock a spec can move): the session is moved to it instead, as the class specs move classes.
 */
async function moveSession(sessionId: string, startsAt: Date) {
  await app!.readRows(
    `update training_sessions
        set ends_at = $2::timestamptz + (ends_at - starts_at),
            blocked_until = $2::timestamptz + (blocked_until - starts_at),
            starts_at = $2::timestamptz
      where id = $1`,
    [sessionId, startsAt.toISOString()],
  );
}

it(
  "the video session, moved to start soon: Taylor's 'Join the session' rings Alex, who accepts; once it has started Taylor marks it attended and keeps a private note",
  { timeout: 240_000 },
  async () => {
    // The video session Alex booked with Taylor in the test before.
    const [booked] = await app!.readRows<{ id: string }>(
      `select s.id from training_sessions s join users t on t.id = s.trainer_id
        where t.email = $1 and s.mode = 'video' and s.status = 'booked'
        order by s.created_at desc limit 1`,
      [TAYLOR.email],
    );
    if (!booked) throw new Error("no video session of Taylor's: the test before books it");
    const card = (page: Page) => page.locator(`[data-session-id="${booked.id}"]`);

    // Starting in 5 minutes: joinable (from 10 minutes before), not started, so not to be marked yet.
    await moveSession(booked.id, new Date(Date.now() + 5 * 60_000));

    // Alex, on a phone: My training's 'Join the session' opens the conversation with Taylor.
    const alex = await newPage('mobile', { origin: app!.origin });
    await signInThroughForm(alex, ALEX, '/login?next=%2Ftraining');
    await expectHeading(alex, 'My training');
    const join = card(alex).getByRole('link', { name: 'Join the session' });
    await join.waitFor();
    await noOverflow(alex);
    await saveScreenshot(alex, 'personal-training-join-mobile');
    await join.click();
    await eventually(() => dialogLog(alex, 'Taylor Brooks').count()).toBe(1);

    // Taylor, on a desktop: the calendar's 'Join the session' starts the call with Alex on the messages page.
    const taylor = await newPage('desktop', { origin: app!.origin });
    await signInThroughForm(taylor, TAYLOR, '/login?next=%2Ftrainer%2Ftraining');
    await expectHeading(taylor, 'Personal training');
    const taylorJoin = card(taylor).getByRole('link', { name: 'Join the session' });
    await taylorJoin.waitFor();
    expect(await card(taylor).getByRole('button', { name: 'Attended' }).count()).toBe(0);
    expect(await card(taylor).getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(1);
    await expectNoAxeViolations(taylor);
    await saveScreenshot(taylor, 'personal-training-trainer-join-desktop');
    await taylorJoin.click();
    await eventually(() => callWindow(taylor, 'Alex Rivera').getByRole('status').innerText()).toBe(
      'Calling Alex Rivera…',
    );
    // The ask to call is gone from the address: a reload does not ring again.
    const address = new URL(taylor.url());
    expect([address.pathname, address.searchParams.has('with'), address.searchParams.has('call')]).toEqual([
      '/messages',
      true,
      false,
    ]);
    await saveScreenshot(taylor, 'personal-training-trainer-calling-desktop', { fullPage: false });

    // Alex's page rings; Alex accepts and both see the other.
    const incoming = alex.getByRole('dialog', { name: 'Incoming video call' });
    await eventually(() => incoming.innerText()).toContain('Taylor Brooks is calling you.');
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-incoming-call-mobile', { fullPage: false });
    await incoming.getByRole('button', { name: 'Accept' }).click();
    const live = { track: 'live', audio: 'live', width: expect.any(Number) };
    await eventually(() => remoteVideo(alex, 'Taylor Brooks')).toEqual(live);
    await eventually(() => remoteVideo(taylor, 'Alex Rivera')).toEqual(live);
    await eventually(() => callWindow(alex, 'Taylor Brooks').getByRole('status').innerText()).toBe('Connected');
    await eventually(() => callWindow(taylor, 'Alex Rivera').getByRole('status').innerText()).toBe('Connected');
    await saveScreenshot(alex, 'personal-training-call-live-mobile', { fullPage: false });
    await saveScreenshot(taylor, 'personal-training-call-live-desktop', { fullPage: false });
    await callWindow(taylor, 'Alex Rivera').getByRole('button', { name: 'Stop call' }).click();
    await eventually(() => callWindow(taylor, 'Alex Rivera').count()).toBe(0);
    await eventually(() => callWindow(alex, 'Taylor Brooks').getByRole('status').innerText()).toBe(
      'Taylor Brooks ended the call.',
    );
    await callWindow(alex, 'Taylor Brooks').getByRole('button', { name: 'Close' }).click();

    // Started 5 minutes ago: Taylor marks it attended and keeps a private note.
    await moveSession(booked.id, new Date(Date.now() - 5 * 60_000));
    await taylor.goto('/trainer/training');
    await expectHeading(taylor, 'Personal training');
    const attended = card(taylor).getByRole('button', { name: 'Attended' });
    await attended.waitFor();
    expect(await card(taylor).getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
    expect(await attended.getAttribute('aria-pressed')).toBe('false');
    await attended.click();
    await eventually(() => attended.getAttribute('aria-pressed')).toBe('true');
    await eventually(() => card(taylor).locator('.MuiChip-root').innerText()).toBe('Attended');
    const note = 'Good form on the split squats; add a second set next time.';
    const notes = card(taylor).getByRole('textbox', { name: 'Private notes' });
    await notes.fill(note);
    await card(taylor).getByRole('button', { name: 'Save notes' }).click();
    await eventually(() => card(taylor).getByRole('status').innerText()).toBe('Notes saved.');
    await expectNoAxeViolations(taylor);
    await saveScreenshot(taylor, 'personal-training-trainer-marked-desktop');

    // Both are kept: on Taylor's phone the session says Attended and has the note.
    const taylorPhone = await newPage('mobile', { origin: app!.origin });
    await signInThroughForm(taylorPhone, TAYLOR, '/login?next=%2Ftrainer%2Ftraining');
    await eventually(() => card(taylorPhone).getByRole('textbox', { name: 'Private notes' }).inputValue()).toBe(note);
    expect(await card(taylorPhone).getByRole('button', { name: 'Attended' }).getAttribute('aria-pressed')).toBe('true');
    await noOverflow(taylorPhone);
    await expectNoAxeViolations(taylorPhone);
    await saveScreenshot(taylorPhone, 'personal-training-trainer-marked-mobile');

    // Alex sees the session attended, among the past ones, and never the note.
    await alex.goto('/training');
    await expectHeading(alex, 'My training');
    const past = alex.getByRole('region', { name: 'Past and cancelled' }).locator(`[data-session-id="${booked.id}"]`);
    await eventually(() => past.innerText()).toContain('Attended');
    expect(await alex.locator('main').innerText()).not.toContain(note);
    await alex.getByRole('button', { name: 'Open menu' }).waitFor();
    await saveScreenshot(alex, 'personal-training-attended-mobile');
  },
);

/** The month's payroll CSV of a club as the director downloads it (GET, signed, with the director's token). */
async function payrollCsv(clubId: string, month: string): Promise<string> {
  const director = { email: 'director@example.com', password: 'Director123!' };
  const signed = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) =>
    fetch(`${app!.origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(await signatureHeaders(app!.signingKey, method, path)),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const auth = await signed('POST', '/auth', undefined, { ...director, idCA: '' });
  const { token } = (await auth.json()) as { token: string };
  const csv = await signed('GET', `/staff/clubs/${clubId}/training/payroll.csv?month=${month}`, token);
  expect(csv.status).toBe(200);
  return csv.text();
}

it(
  "Sofia's session, moved to start in 20 hours: Alex is told first that cancelling uses it, cancels, the session is used, and the payroll lists it",
  { timeout: 180_000 },
  async () => {
    // The in-person session Alex booked with Sofia in the first test.
    const [found] = await app!.readRows<{ id: string }>(
      `select s.id from training_sessions s join users t on t.id = s.trainer_id
        where t.last_name = 'Ramírez' and s.status = 'booked' and s.mode = 'inPerson'
        order by s.created_at desc limit 1`,
    );
    const booked = found!;
    const startsAt = new Date(Date.now() + 20 * 3_600_000);
    await moveSession(booked.id, startsAt);

    const alex = await newPage('mobile', { origin: app!.origin });
    await signInThroughForm(alex, ALEX, '/login?next=%2Ftraining');
    await expectHeading(alex, 'My training');
    const session = alex.locator(`[data-session-id="${booked.id}"]`);
    const packLeft = async () => alex.getByTestId('training-pack').first().innerText();
    await session.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancel = alex.getByRole('dialog', { name: 'Cancel this session?' });
    const told = await alex.locator(`[id="${await cancel.getAttribute('aria-describedby')}"]`).innerText();
    expect(told).toContain(
      'It is less than 24 hours before the session: cancelling now uses it, and it does not go back to your pack.',
    );
    await expectNoAxeViolations(alex);
    await saveScreenshot(alex, 'personal-training-late-cancel-mobile');
    const before = await packLeft();
    await cancel.getByRole('button', { name: 'Cancel the session' }).click();
    await eventually(() => cancel.count()).toBe(0);
    const past = alex.getByRole('region', { name: 'Past and cancelled' }).locator(`[data-session-id="${booked.id}"]`);
    await eventually(() => past.innerText()).toContain('Cancelled late · used');
    expect(await packLeft()).toBe(before);
    const [row] = await app!.readRows<{ status: string; returned_to_pack: boolean }>(
      'select status, returned_to_pack from training_sessions where id = $1',
      [booked.id],
    );
    expect(row).toEqual({ status: 'cancelled', returned_to_pack: false });

    // The month's payroll counts it for Sofia: a late cancel, the session used.
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
    })
      .format(startsAt)
      .slice(0, 7);
    const lines = (await payrollCsv('101', month)).trim().split(/\r?\n/);
    expect(lines[0]).toBe('month,club,trainer,delivered,no_shows,late_cancels,revenue');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${month},101,Sofia Ramírez,\\d+,\\d+,1,`)));
  },
);
