import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clubBusyAnswerSchema } from '@gym/contracts/club-busy';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { apiAs, tokenOf } from '../../support/check-in-api';
import { CLUB_LOGINS, newMembers, setCapacity } from '../../support/club-api';
import { expectHeading } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../../support/sign-in';

// Issue 28's acceptance (points 1 and 2): the member home shows the home club's hours and how busy it is, and the
// level changes live, through the realtime channel, as the front desk checks people in there.
const { newPage } = useBrowser();

/** Alex Rivera's home club. */
const MARIN = '101';
/** Small enough that a handful of check-ins moves the level (6 of 20 is 30 %: 'Busy'). */
const TEST_CAPACITY = 20;
const LEVELS = ['Quiet', 'Not too busy', 'Busy', 'Very busy'];

let director = '';
let capacityBefore = 0;

beforeAll(async () => {
  director = await tokenOf(CLUB_LOGINS.director);
  capacityBefore = await setCapacity(director, MARIN, TEST_CAPACITY);
});
afterAll(async () => {
  if (director) await setCapacity(director, MARIN, capacityBefore);
});

async function busyNow() {
  const { json } = await apiAs(null, 'GET', `/clubs/busy/${MARIN}`);
  return clubBusyAnswerSchema.parse(json).data;
}

const homeClub = (page: Page) => page.getByRole('region', { name: 'Your club' });

async function openHome(page: Page) {
  await signInThroughForm(page, DEMO_LOGINS.member);
  await expectHeading(page, 'Hi, Alex');
  const card = homeClub(page);
  expect(await card.getByRole('link', { name: 'Marin' }).getAttribute('href')).toBe('/locations/marin');
  await eventually(() => card.getByTestId('club-opening-line').innerText()).toMatch(
    /^(Open now · closes|Closed · opens|Open 24 hours|Closed$)/,
  );
  await card.getByTestId('busy-level').waitFor();
  return card;
}

it("the member home's club level changes live as the desk checks people in, with no reload", async () => {
  const people = await newMembers(6, 'busy.marin');
  const desk = await tokenOf(DEMO_LOGINS.staff);

  const page = await newPage('mobile');
  const card = await openHome(page);
  const level = card.getByTestId('busy-level');
  const before = await busyNow();
  expect(await level.innerText()).toBe(LEVELS[['quiet', 'notBusy', 'busy', 'veryBusy'].indexOf(before.level)]);
  // A mark on the page's window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { beforeCheckIns: true }));

  for (const person of people) {
    const answer = await apiAs(desk, 'POST', '/staff/check-ins', {
      scanCode: person.memberNumber,
      clubId: MARIN,
      manual: true,
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  }

  const after = await busyNow();
  expect(after.people).toBeGreaterThanOrEqual(people.length);
  expect(['busy', 'veryBusy']).toContain(after.level);
  await eventually(() => level.innerText()).toBe(after.level === 'busy' ? 'Busy' : 'Very busy');
  await eventually(() => card.getByTestId('busy-people').innerText()).toBe(
    `About ${after.people} people in the club, ${after.percent}% of capacity`,
  );
  expect(await page.evaluate(() => 'beforeCheckIns' in window)).toBe(true);

  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'club-busy-live-phone', { fullPage: true });

  const wide = await newPage('desktop');
  await wide.setViewportSize({ width: 1280, height: 800 });
  const wideCard = await openHome(wide);
  await eventually(() => wideCard.getByTestId('busy-level').innerText()).toBe(await level.innerText());
  await expectNoAxeViolations(wide);
  await saveScreenshot(wide, 'club-busy-live-desktop', { fullPage: true });
});
