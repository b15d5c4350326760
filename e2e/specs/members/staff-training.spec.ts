import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authAnswerSchema } from '@gym/contracts/auth';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import {
  type TrainingSession,
  packOffersAnswerSchema,
  trainerSlotsAnswerSchema,
  trainingSessionAnswerSchema,
} from '@gym/contracts/personal-training';
import { signatureHeaders } from '@gym/contracts/signing';
import { type ClubTraining, clubTrainingAnswerSchema, staffOffersAnswerSchema } from '@gym/contracts/staff-training';
import { ownTrainerProfileAnswerSchema, trainerAnswerSchema } from '@gym/contracts/trainers';
import { type AppInstance, startAppInstance } from '../../support/app-instance';
import { WAIT_MS, eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { CLUB_LOGINS } from '../../support/club-api';
import { download } from '../../support/downloads';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../../support/sign-in';

/**
 * The console's Personal training page (issue 30 point 6) against the real server: the director picks Marin, sees
 * the demo trainers and their sessions of the week as the API has them, moves a session to another free start,
 * approves the profile change Taylor Brooks sent, changes a pack's price and downloads the month's payroll; then
 * Oakland's manager on a phone reads the club's week and its packs (no form: the prices are the director's). On an
 * app of the spec's own: the prices, approvals and moves it makes are no other spec's.
 */
const { newPage } = useBrowser();

const MARIN = { id: '101', name: 'Marin' };
const OAKLAND = { id: '106', name: 'Oakland' };
const TAYLOR = { email: 'trainer@example.com', password: 'Trainer123!' };
const PAYROLL_HEADER = 'month,club,trainer,delivered,no_shows,late_cancels,revenue';
const NEW_BIO = 'Strength coach for ten years: beginners, returning lifters and anyone who wants good form.';

let app: AppInstance | undefined;
type Call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, key?: string) => Promise<T>;

/** Signed calls as an account of the spec's app; anything but a 2xx fails. */
async function signedInAs(account: { email: string; password: string; clubId?: string }): Promise<Call> {
  const send = async <T>(token: string | null, method: string, path: string, body?: unknown, key?: string) => {
    const response = await fetch(`${app!.origin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(await signatureHeaders(app!.signingKey, method, path)),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json as T;
  };
  const auth = authAnswerSchema.parse(
    await send(null, 'POST', '/auth', { email: account.email, password: account.password, idCA: account.clubId ?? '' }),
  );
  return (method, path, body, key) => send(auth.token, method, path, body, key);
}

let director: Call;
const today = () => clubTodayIso(new Date());

/** A club's week from today as the page asks for it. */
async function weekOf(clubId: string): Promise<ClubTraining> {
  return clubTrainingAnswerSchema.parse(await director('GET', `/staff/clubs/${clubId}/training?from=${today()}&days=7`))
    .data;
}

/**
 * Marin's week has sessions: the demo chain books intro sessions once its classes exist (a job after the start).
 * Should it not have any, the demo member takes Marin's free intro with Taylor Brooks through the member's API.
 */
async function marinWithSessions(): Promise<ClubTraining> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const week = await weekOf(MARIN.id);
    if (week.sessions.some((session) => session.status === 'booked')) return week;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const member = await signedInAs(DEMO_LOGINS.member);
  const offers = packOffersAnswerSchema.parse(await member('GET', `/clubs/${MARIN.id}/training-packs`)).data;
  const intro = offers.find((offer) => offer.intro)!;
  await member('POST', '/training/packs', { offerId: intro.id }, crypto.randomUUID());
  const taylor = (await weekOf(MARIN.id)).trainers.find((trainer) => trainer.firstName === 'Taylor')!;
  const slots = trainerSlotsAnswerSchema.parse(
    await member('GET', `/trainers/${taylor.id}/slots?clubId=${MARIN.id}&minutes=${intro.minutes}`),
  ).data;
  const startsAt = slots.days.flatMap((day) => day.starts).find((start) => start < `${addDays(today(), 6)}T`)!;
  trainingSessionAnswerSchema.parse(
    await member('POST', '/training/sessions', {
      trainerId: taylor.id,
      clubId: MARIN.id,
      startsAt,
      minutes: intro.minutes,
      mode: 'inPerson',
    }),
  );
  return weekOf(MARIN.id);
}

beforeAll(async () => {
  app = await startAppInstance();
  director = await signedInAs(CLUB_LOGINS.director);
}, 120_000);
afterAll(() => app?.stop());

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const sessionRows = (page: Page) => page.getByTestId('staff-training-session');
const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** The week's sessions on the page are the API's, each row naming its member and trainer. */
async function expectWeek(page: Page, week: ClubTraining) {
  const calendar = region(page, "Trainers' calendar");
  const trainers = calendar.getByRole('group', { name: 'Trainers' });
  for (const trainer of week.trainers) await trainers.getByRole('button', { name: personName(trainer) }).waitFor();
  await eventually(() => sessionRows(page).count()).toBe(week.sessions.length);
  const texts = await sessionRows(page).allInnerTexts();
  for (const session of week.sessions) {
    const line = `${personName(session.member)} with ${personName(session.trainer)}`;
    expect(
      texts.some((text) => text.includes(line)),
      line,
    ).toBe(true);
  }
}

it(
  "the director reads Marin's week, moves a session, approves a profile change, sets a price and takes the payroll",
  { timeout: 240_000 },
  async () => {
    const week = await marinWithSessions();
    expect(week.trainers.map(personName).sort()).toEqual(['Sofia Ramírez', 'Taylor Brooks']);
    // Taylor sends a new bio: it waits for a manager.
    const taylor = await signedInAs(TAYLOR);
    const own = ownTrainerProfileAnswerSchema.parse(await taylor('GET', '/trainer/profile')).data;
    const { bio: _bio, specialities, certifications, languages } = own.trainer;
    await taylor('PUT', '/trainer/profile', { bio: NEW_BIO, specialities, certifications, languages });

    const page = await newPage('desktop', { origin: app!.origin });
    await signInThroughForm(page, CLUB_LOGINS.director, `/login?next=${encodeURIComponent('/staff/training')}`);
    await expectHeading(page, 'Personal training');
    await page.getByRole('combobox', { name: 'Club' }).click();
    await page.getByRole('option', { name: MARIN.name, exact: true }).click();
    await expectWeek(page, week);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'staff-training-desktop');

    // Move a booked session to come to the trainer's first other free start.
    const moving = week.sessions.find(
      (session) => session.status === 'booked' && Date.parse(session.startsAt) > Date.now() + 3_600_000,
    ) as TrainingSession;
    const row = sessionRows(page).filter({
      hasText: `${personName(moving.member)} with ${personName(moving.trainer)}`,
    });
    await row.first().getByRole('button', { name: 'Move' }).click();
    const move = page.getByRole('dialog', { name: 'Move the session' });
    await move.getByRole('combobox', { name: /^Day/ }).click();
    await page.getByRole('option').first().click();
    await move.getByRole('combobox', { name: /^Start/ }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'staff-training-move-dialog-desktop', { fullPage: false });
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await move.waitFor({ state: 'detached' });
    await eventually(() => page.getByRole('status').filter({ hasText: 'Moved:' }).count()).toBe(1);
    const moved = await weekOf(MARIN.id).then((after) => after.sessions.find((session) => session.id === moving.id));
    expect(moved?.startsAt).not.toBe(moving.startsAt);

    // The refund dialog states what the pack gives back before anything is sent: the demo's sessions come from the
    // free intro, so nothing, and Refund cannot be pressed; it is left without refunding.
    await sessionRows(page).first().getByRole('button', { name: 'Refund unused sessions' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund unused sessions' });
    await refund.getByRole('textbox', { name: /^Reason/ }).fill('Moving out of the area');
    await eventually(() => refund.getByTestId('refund-amount').innerText()).toBe(
      'Nothing of this pack can be refunded: it was free, or every session is used or refunded.',
    );
    expect(await refund.getByRole('button', { name: 'Refund', exact: true }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'staff-training-refund-dialog-desktop', { fullPage: false });
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await refund.waitFor({ state: 'detached' });

    // Taylor's change beside the profile members see, approved.
    const changes = region(page, 'Profile changes to approve');
    const change = changes.getByRole('article', { name: 'Taylor Brooks' });
    await eventually(() => change.innerText()).toContain(NEW_BIO);
    expect(await change.innerText()).toContain(own.trainer.bio);
    await change.getByRole('button', { name: 'Approve' }).click();
    const approvedText = "Taylor Brooks's profile change is approved: members see it now.";
    await eventually(() => page.getByRole('status').filter({ hasText: approvedText }).count()).toBe(1);
    await eventually(() => changes.innerText()).toContain('No change is waiting.');
    const approved = trainerAnswerSchema.parse(await director('GET', `/trainers/${own.trainer.id}`)).data;
    expect(approved.bio).toBe(NEW_BIO);

    // The 5-pack of 60 minutes at $420.
    const packs = region(page, 'Packs and prices');
    const fivePack = packs.getByRole('group', { name: '5 sessions of 60 minutes' });
    const price = fivePack.getByRole('textbox', { name: 'Price' });
    const was = await price.inputValue();
    const next = was === '420.00' ? '425.00' : '420.00';
    await price.fill(next);
    await eventually(() => fivePack.innerText()).toContain(`$${(Number(next) / 5).toFixed(2)} a session`);
    await packs.getByRole('button', { name: 'Save packs and prices' }).click();
    const savedText = "The club's packs and prices are saved.";
    await eventually(() => page.getByRole('status').filter({ hasText: savedText }).count()).toBe(1);
    const offers = staffOffersAnswerSchema.parse(await director('GET', `/staff/clubs/${MARIN.id}/training-packs`)).data;
    expect(offers.find((offer) => !offer.intro && offer.sessions === 5 && offer.minutes === 60)?.priceCents).toBe(
      Math.round(Number(next) * 100),
    );
    await eventually(() => price.inputValue()).toBe(next);

    // This month's payroll: the server's CSV, its header row first.
    const payroll = region(page, 'Payroll');
    await payroll.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option').first().click();
    const month = today().slice(0, 7);
    const { file, suggestedFilename } = await download(page, payroll.getByRole('button', { name: 'Download CSV' }));
    expect(suggestedFilename).toBe(`payroll-${MARIN.id}-${month}.csv`);
    const [header] = fs.readFileSync(file, 'utf8').split('\r\n');
    expect(header).toBe(PAYROLL_HEADER);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'staff-training-saved-desktop');
  },
);

it("Oakland's manager, on a phone, reads the club's week and packs, and books a member's free intro for them", async () => {
  // A member of another club takes Oakland's free intro (granted at once): a pack the manager can book from.
  const family = await signedInAs(DEMO_LOGINS.familyMember);
  const offers = packOffersAnswerSchema.parse(await family('GET', `/clubs/${OAKLAND.id}/training-packs`)).data;
  const intro = offers.find((offer) => offer.intro)!;
  await family('POST', '/training/packs', { offerId: intro.id }, crypto.randomUUID());
  const before = await weekOf(OAKLAND.id);

  const page = await newPage('mobile', { origin: app!.origin });
  await signInThroughForm(page, CLUB_LOGINS.manager, `/login?next=${encodeURIComponent('/staff/training')}`);
  await expectHeading(page, 'Personal training');
  await page.getByText(OAKLAND.name, { exact: true }).first().waitFor();
  await expectWeek(page, before);
  // A manager reads the packs; the prices are the director's.
  const packs = region(page, 'Packs and prices');
  await eventually(() => packs.getByTestId('pack-offer').count()).toBeGreaterThan(0);
  expect(await packs.getByRole('textbox').count()).toBe(0);
  await noOverflow(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-training-phone');

  await page.getByRole('button', { name: 'Book for a member' }).click();
  const book = page.getByRole('dialog', { name: 'Book for a member' });
  await book.getByRole('textbox', { name: /^Member number/ }).fill(DEMO_LOGINS.familyMember.clubId);
  await book.getByRole('radio', { name: `${intro.minutes} min` }).check();
  await book.getByRole('combobox', { name: /^Day/ }).click();
  await page.getByRole('option').first().click();
  await book.getByRole('combobox', { name: /^Start/ }).waitFor();
  await noOverflow(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-training-book-dialog-phone', { fullPage: false });
  await book.getByRole('button', { name: 'Book', exact: true }).click();
  await book.waitFor({ state: 'detached' });
  const booked = page.getByRole('status').filter({ hasText: 'Booked:' });
  await eventually(() => booked.innerText()).toMatch(
    new RegExp(`^Booked: .+, ${intro.minutes} minutes with .+, .+\\. Both are told\\.$`),
  );
  const after = await weekOf(OAKLAND.id);
  expect(after.sessions).toHaveLength(before.sessions.length + 1);
  await expectWeek(page, after);
  await noOverflow(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-training-booked-phone');
});
