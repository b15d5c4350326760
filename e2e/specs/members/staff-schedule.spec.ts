import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ClubClassRules, clubClassRulesSchema } from '@gym/contracts/class-rules';
import { envelope } from '@gym/contracts/errors';
import { type StaffSchedule, staffScheduleAnswerSchema } from '@gym/contracts/staff-schedule';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { tokenOf } from '../../support/check-in-api';
import { CLUB_LOGINS, callAs } from '../../support/club-api';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

// The console's Schedule page (issue 29 point 11) in the browser: a club's weekly classes, its booking rules and the
// chain's class types as the API has them, and the club's rules changed in their dialog, on a desktop by the director
// (who picks the club) and on a phone by Oakland's manager (whose one club is named beside the title).
const { newPage } = useBrowser();

const OAKLAND = { id: '106', name: 'Oakland' };
const RULES_PATH = `/staff/clubs/${OAKLAND.id}/class-rules`;
let manager = '';
let schedule: StaffSchedule;
let before: ClubClassRules;

async function readRules(): Promise<ClubClassRules> {
  const { status, json } = await callAs(manager, 'GET', RULES_PATH);
  if (status !== 200) throw new Error(`GET ${RULES_PATH} answered ${status}: ${JSON.stringify(json)}`);
  return envelope(clubClassRulesSchema).parse(json).data;
}

beforeAll(async () => {
  manager = await tokenOf(CLUB_LOGINS.manager);
  const { json } = await callAs(manager, 'GET', `/staff/clubs/${OAKLAND.id}/schedule`);
  schedule = staffScheduleAnswerSchema.parse(json).data;
  before = await readRules();
});
/**
 * Oakland's rules as they were, for the lane's other specs. No API takes a club back to the chain's defaults, so a
 * club that had none of its own keeps the defaults as its own: the same rules for every booking.
 */
afterAll(async () => {
  if (manager) await callAs(manager, 'PUT', RULES_PATH, before.club ?? before.defaults);
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const lateCancelLine = (hours: number) => `Cancelling less than ${hours} hours before is a late cancel`;
const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** The weekly classes, the class types and the club's booking rules, each as the API has them. */
async function expectRealSections(page: Page, lateCancelHours: number) {
  const series = section(page, 'Weekly classes').getByTestId('series');
  await eventually(() => series.count()).toBe(schedule.series.length);
  const first = schedule.classTypes.find((type) => type.id === schedule.series[0]!.classTypeId)!;
  expect(await series.first().innerText()).toContain(first.name);
  const types = await section(page, 'Class types').innerText();
  for (const type of schedule.classTypes) expect(types).toContain(type.name);
  const rules = section(page, 'Booking rules');
  await eventually(() => rules.innerText()).toContain(lateCancelLine(lateCancelHours));
}

/** Opens the club's booking rules, sets the late-cancel hours (a screenshot of the dialog so filled) and saves. */
async function setLateCancel(page: Page, hours: number, screenshot: string) {
  await page.getByRole('button', { name: "Edit the club's booking rules" }).click();
  const dialog = page.getByRole('dialog', { name: "The club's booking rules" });
  const field = dialog.getByRole('textbox', { name: /^Late cancel \(hours before\)/ });
  await field.fill(String(hours));
  // Every label whole: MUI ends a label too long for its field with an ellipsis (it did with two fields a row).
  const cut = await dialog
    .locator('label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    );
  expect(cut).toEqual([]);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, screenshot, { fullPage: false });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('status').filter({ hasText: "The club's booking rules are saved." }).waitFor();
}

it('the director picks Oakland, sees its classes, class types and rules, and changes its late cancel', async () => {
  expect(schedule.series.length, "Oakland's demo week").toBeGreaterThan(0);
  const hours = before.club?.lateCancelHours === 6 ? 5 : 6;
  const page = await newPage('desktop');
  await signInThroughForm(page, CLUB_LOGINS.director, `/login?next=${encodeURIComponent('/staff/schedule')}`);
  await expectHeading(page, 'Schedule');
  await page.getByRole('combobox', { name: 'Club' }).click();
  await page.getByRole('option', { name: OAKLAND.name, exact: true }).click();
  await expectRealSections(page, (before.club ?? before.defaults).lateCancelHours);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-schedule-desktop');

  await setLateCancel(page, hours, 'staff-schedule-rules-dialog-desktop');
  const rules = section(page, 'Booking rules');
  await eventually(() => rules.innerText()).toContain(lateCancelLine(hours));
  expect(await rules.innerText()).toContain("This club's rules");
  expect((await readRules()).club?.lateCancelHours).toBe(hours);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-schedule-saved-desktop');
});

it("Oakland's manager, on a phone, changes the late cancel again and the page says it", async () => {
  const was = (await readRules()).club ?? before.defaults;
  const hours = was.lateCancelHours === 3 ? 4 : 3;
  const page = await newPage('mobile');
  await signInThroughForm(page, CLUB_LOGINS.manager, `/login?next=${encodeURIComponent('/staff/schedule')}`);
  await expectHeading(page, 'Schedule');
  await page.getByText(OAKLAND.name, { exact: true }).first().waitFor();
  await expectRealSections(page, was.lateCancelHours);
  await noOverflow(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-schedule-phone');

  await setLateCancel(page, hours, 'staff-schedule-rules-dialog-phone');
  await eventually(() => section(page, 'Booking rules').innerText()).toContain(lateCancelLine(hours));
  expect((await readRules()).club?.lateCancelHours).toBe(hours);
  await noOverflow(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-schedule-saved-phone');
});
