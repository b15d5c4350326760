import { beforeAll, expect, it } from 'vitest';
import { RESUME_MESSAGES } from '@gym/contracts/signup-resume';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { cameraArgs, createCameraFiles } from '../../support/camera';
import { chooseClubAndPlan, fillPersonalInfo, giveEmail, uniqueEmail } from '../../support/join-flow';
import { appPathOf, outboxFor } from '../../support/outbox';
import { expectHeading } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

/**
 * Issue 15's follow-ups (docs/decisions/0034): a visitor leaves the join after their personal info, Oakland's
 * manager e-mails them a reminder, and its link reopens the wizard where they left it, once.
 */
const { newPage, allowErrors } = useBrowser({ args: cameraArgs('one-face') });
const MANAGER = { email: 'manager@example.com', password: 'Manager123!' };
const VISITOR = { firstName: 'Robin', lastName: 'Resume', birthday: '04121990' };

beforeAll(() => createCameraFiles());

async function followUpsPage(viewport: 'desktop' | 'mobile') {
  const page = await newPage(viewport);
  await signInThroughForm(page, MANAGER);
  await page.goto('/staff/follow-ups');
  await expectHeading(page, 'Follow-ups');
  return page;
}

it("the manager's reminder reopens a visitor's join at the step reached, with what they typed, once", async () => {
  const email = uniqueEmail('resume');
  const visitor = await newPage();
  await chooseClubAndPlan(visitor, { postalCode: '94612', club: 'Oakland', plan: 'Oakland Month to Month' });
  await giveEmail(visitor, email);
  await fillPersonalInfo(visitor, VISITOR);
  const tracked = visitor.waitForResponse((response) => response.url().endsWith('/dashboard/set-ols-tracking'));
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expectHeading(visitor, 'Take your photo');
  expect((await tracked).status()).toBe(200);
  await visitor.close();

  const manager = await followUpsPage('desktop');
  const card = manager
    .getByRole('list', { name: 'Abandoned sign-ups' })
    .getByRole('listitem', { name: 'Robin Resume', exact: true });
  await eventually(() => card.count()).toBe(1);
  const text = await card.innerText();
  for (const shown of [email, '415-555-0142', 'Oakland Month to Month', 'Take your photo', 'Not followed up yet']) {
    expect(text).toContain(shown);
  }
  await card.getByRole('button', { name: 'Send a reminder' }).click();
  await eventually(() => manager.getByRole('status').innerText()).toContain(`e-mailed to ${email}`);
  await eventually(() => card.innerText()).toMatch(/Reminder sent .+ by Avery Santos/);
  await expectNoAxeViolations(manager);
  await saveScreenshot(manager, 'staff-follow-ups-desktop');
  await manager.getByRole('tab', { name: 'Past due' }).click();
  await eventually(() => manager.getByRole('tabpanel').innerText()).toMatch(/past due|Past due/);
  await expectNoAxeViolations(manager);

  const phone = await followUpsPage('mobile');
  await eventually(() => phone.getByRole('listitem', { name: 'Robin Resume', exact: true }).count()).toBe(1);
  await expectNoAxeViolations(phone);
  await saveScreenshot(phone, 'staff-follow-ups-mobile');

  const [mail] = await outboxFor(email);
  const link = /\S+\?resume=\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeDefined();
  const path = appPathOf(link!);
  expect(path).toMatch(/^\/oakland\?resume=/);

  // The link opens the photo step (the photo and the card are asked for again); Back shows what was typed.
  const resumed = await newPage('mobile');
  await resumed.goto(path);
  await expectHeading(resumed, 'Take your photo');
  expect(new URL(resumed.url()).search).toBe('');
  await expectNoAxeViolations(resumed);
  await saveScreenshot(resumed, 'staff-follow-ups-resumed-mobile');
  await resumed.getByRole('button', { name: 'Back' }).click();
  await expectHeading(resumed, 'Provide your personal Info');
  const field = (label: string) => resumed.getByLabel(label, { exact: true }).inputValue();
  expect(await field('First Name')).toBe('Robin');
  expect(await field('Last Name')).toBe('Resume');
  expect(await field('Birthday')).toBe('04/12/1990');
  expect(await field('Zip Code')).toBe('94901');

  // A second open: the link is used, and the visitor starts over at the location step.
  allowErrors(/status of 409/);
  const again = await newPage();
  await again.goto(path);
  await expectHeading(again, 'Choose a location');
  await eventually(() => again.getByRole('alert').allInnerTexts()).toContainEqual(RESUME_MESSAGES.used);
  await expectNoAxeViolations(again);
  await saveScreenshot(again, 'staff-follow-ups-link-used-desktop');
});
