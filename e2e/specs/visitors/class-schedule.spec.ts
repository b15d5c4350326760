import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ClubSchedule, type TimeOfDay, timeOfDay } from '@gym/contracts/classes';
import type { Club } from '@gym/contracts/clubs';
import { addDays } from '@gym/contracts/club-days';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { expectHeading } from '../../support/pages';
import { signedJson } from '../../support/signed-api';
import { DEMO_LOGINS, signInThroughForm, storedToken } from '../../support/sign-in';

// The class schedule (issue 29): public, a club's classes a day at a time from today on its clock, with filters.
// The sessions come from the `class-sessions-ahead` job, which the lane's app queues when it starts (JOBS is on in
// e2e): the spec waits for the API to answer some before it looks at the page.
const { newPage } = useBrowser();

const PATH = '/locations/castro/schedule';
let schedule: ClubSchedule;
let loaded: Promise<ClubSchedule> | undefined;

/** Castro's week as the API answers it, once the job has generated it. */
async function castroWeek(): Promise<ClubSchedule> {
  const clubs = await signedJson<Club[]>('GET', '/clubs');
  const castro = clubs.find((club) => club.displayName === 'Castro');
  if (!castro) throw new Error('no Castro among the clubs');
  const read = async () =>
    (await signedJson<{ data: ClubSchedule }>('GET', `/classes/schedule/${castro.clubautomationclubidC}?days=7`)).data;
  await eventually(async () => (await read()).sessions.length).toBeGreaterThan(0);
  return read();
}

/** The class names of a day, soonest first, optionally only those of a part of the day on the club's clock. */
function namesOn(day: string, time?: TimeOfDay): string[] {
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone: schedule.timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const minuteOf = (instant: string) => {
    const parts = clock.formatToParts(new Date(instant));
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
    return (part('hour') % 24) * 60 + part('minute');
  };
  const names = new Map(schedule.classTypes.map((type) => [type.id, type.name]));
  return schedule.sessions
    .filter((session) => session.day === day)
    .filter((session) => time === undefined || timeOfDay(minuteOf(session.startsAt)) === time)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .map((session) => names.get(session.classTypeId) ?? '');
}

const shownClasses = (page: Page) =>
  page.getByTestId('class-card').evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent));

const dayHeading = (page: Page) => page.locator('h2').first().innerText();

/** The day's list once it shows `names` (or says why there are none). */
async function expectClasses(page: Page, names: string[], empty = 'No classes this day') {
  await eventually(() => shownClasses(page)).toEqual(names);
  if (names.length === 0) expect(await page.getByText(empty, { exact: true }).count()).toBe(1);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await eventually(() => page.getByRole('listbox').count()).toBe(0);
}

/** Castro's week, read once for the file (inside a test: the wait for the job is a poll). */
async function readWeek() {
  loaded ??= castroWeek();
  schedule = await loaded;
}

describe('the class schedule for a visitor', () => {
  it.each(['mobile', 'desktop'] as const)(
    "shows today's classes, another day, and filters by class and time of day (%s)",
    async (viewport) => {
      await readWeek();
      const today = schedule.from;
      const tomorrow = addDays(today, 1);
      const page = await newPage(viewport);
      await page.goto(PATH);
      await expectHeading(page, 'Castro class schedule');
      expect(await page.title()).toBe('Castro class schedule · Bay Fit Clubs');

      // Today first, as the club's clock has it.
      const days = page.getByRole('group', { name: 'Day', exact: true }).getByRole('button');
      // The strip comes with the week's answer, after the heading.
      await eventually(() => days.count()).toBe(7);
      expect(await days.first().getAttribute('aria-pressed')).toBe('true');
      expect(await dayHeading(page)).toMatch(/^Today · /);
      await expectClasses(page, namesOn(today));
      const first = page.getByTestId('class-card').first();
      if ((await first.count()) > 0) {
        expect(await first.innerText()).toMatch(/\d+ spots?/);
        expect(await first.getByTestId('class-time').innerText()).toMatch(/^\d{1,2}(:\d\d)?\s.*[AP]M$/);
        await eventually(() =>
          first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        ).toBe(true);
      }
      // Nothing wider than the screen: the strip of days scrolls inside itself.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === 'mobile' ? 390 : 1280,
      );
      await saveScreenshot(page, `class-schedule-${viewport}`);
      await expectNoAxeViolations(page);

      // Another day.
      await days.nth(1).click();
      await eventually(() => dayHeading(page)).toMatch(/^Tomorrow · /);
      await expectClasses(page, namesOn(tomorrow));
      expect(page.url()).toContain(`day=${tomorrow}`);

      // By class type: the first of tomorrow's (or of the week's, on a day without classes).
      const className = namesOn(tomorrow)[0] ?? schedule.classTypes[0]!.name;
      await choose(page, 'Class', className);
      const ofClass = namesOn(tomorrow).filter((name) => name === className);
      await expectClasses(page, ofClass, 'No classes match these filters');

      // And by time of day: the evening.
      await page
        .getByRole('group', { name: 'Time of day', exact: true })
        .getByRole('button', { name: 'Evening' })
        .click();
      const evening = namesOn(tomorrow, 'evening').filter((name) => name === className);
      await expectClasses(page, evening, 'No classes match these filters');
      await saveScreenshot(page, `class-schedule-filtered-${viewport}`);
      await expectNoAxeViolations(page);

      // Clear filters brings the whole day back.
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expectClasses(page, namesOn(tomorrow));
      expect(
        await page
          .getByRole('group', { name: 'Time of day', exact: true })
          .getByRole('button', { pressed: true })
          .count(),
      ).toBe(0);

      // The morning, on its own.
      await page
        .getByRole('group', { name: 'Time of day', exact: true })
        .getByRole('button', { name: 'Morning' })
        .click();
      await expectClasses(page, namesOn(tomorrow, 'morning'), 'No classes match these filters');
    },
  );

  it('reads in Spanish, and an unknown club is Page not found', async () => {
    await readWeek();
    const page = await newPage('mobile', { locale: 'es-US' });
    await page.goto(PATH);
    await expectHeading(page, 'Horario de clases de Castro');
    expect(await dayHeading(page)).toMatch(/^Hoy · /);
    await expectClasses(page, namesOn(schedule.from), 'No hay clases este día');
    await expectNoAxeViolations(page);

    const english = await newPage('mobile');
    await english.goto('/locations/nowhere/schedule');
    await expectHeading(english, 'Page not found');
  });

  it("takes a member from the navigation's Classes to their home club's schedule, that club first", async () => {
    const page = await newPage('desktop');
    await signInThroughForm(page, DEMO_LOGINS.member);
    const token = (await storedToken(page)) ?? '';
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      favoriteLocationName: string;
    };
    const home = claims.favoriteLocationName;

    await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Classes', exact: true }).click();
    await expectHeading(page, `${home} class schedule`);
    expect(new URL(page.url()).pathname).toBe(`/locations/${home.toLowerCase().replace(/\s+/g, '-')}/schedule`);
    await page.getByRole('combobox', { name: 'Club' }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options[0]).toBe(`${home} (your club)`);
    expect(options.slice(1)).toEqual([...options.slice(1)].sort((a, b) => a.localeCompare(b)));
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'class-schedule-member-desktop', { fullPage: false });
    await expectNoAxeViolations(page);
  });
});
