import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type ViewportName,
  eventually,
  expectNoAxeViolations,
  saveScreenshot,
  useBrowser,
} from '../../support/browser';
import { dialogLog, send } from '../../support/messages';
import { expectHeading, planCards } from '../../support/pages';
import { signInThroughForm } from '../../support/sign-in';

/**
 * No dead ends (issue 13, point 6): trainers, the director and the front desk land on a home of their own at '/',
 * the director finds any member and starts a conversation, and an active member who types their e-mail in the
 * join is offered 'Log in' beside the specification's modal. At both sizes, with axe and a screenshot of each.
 */
const { newPage } = useBrowser();

const TRAINER = { email: 'trainer@example.com', password: 'Trainer123!' };
const DIRECTOR = { email: 'director@example.com', password: 'Director123!' };
const STAFF = { email: 'staff@example.com', password: 'Staff123!' };
const MEMBER = { email: 'member@example.com', password: 'Member123!' };
/** A member the director has no conversation with in a fresh database (the former member of Oakland). */
const FORMER = { name: 'Casey Morgan', number: '100004' };

const region = (page: Page, name: string) => page.getByRole('region', { name });

async function signedInHome(viewport: ViewportName, account: { email: string; password: string }) {
  const page = await newPage(viewport);
  await signInThroughForm(page, account);
  expect(new URL(page.url()).pathname).toBe('/');
  return page;
}

describe.each<ViewportName>(['desktop', 'mobile'])('homes by role at %s size', (viewport) => {
  it('the trainer lands on their conversations and calls, not a member home', async () => {
    const page = await signedInHome(viewport, TRAINER);
    await expectHeading(page, 'Hi, Taylor');
    await eventually(() =>
      region(page, 'Conversations')
        .getByText(/unread message/)
        .count(),
    ).toBe(1);
    await eventually(() => region(page, 'Video calls').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Your membership' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Check-in code' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `staff-home-trainer-${viewport}`);
  });

  it('the front desk lands on the desk and goes on to check-in', async () => {
    const page = await signedInHome(viewport, STAFF);
    await expectHeading(page, 'Hi, Riley');
    const desk = region(page, 'Front desk');
    await eventually(() => desk.getByRole('link', { name: 'Review vaccine records' }).count()).toBe(1);
    expect(await region(page, 'Conversations').count()).toBe(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `staff-home-desk-${viewport}`);
    await desk.getByRole('link', { name: 'Check in a member' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/check-in');
  });
});

describe('the director', () => {
  it.each<ViewportName>(['desktop', 'mobile'])(
    'finds a member by number and starts a conversation, then finds it again (%s)',
    async (viewport) => {
      const page = await signedInHome(viewport, DIRECTOR);
      await expectHeading(page, 'Hi, Morgan');
      await eventually(() => region(page, 'Front desk').count()).toBe(1);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `staff-home-director-${viewport}`);

      await region(page, 'Conversations').getByRole('button', { name: 'New conversation' }).click();
      const dialog = page.getByRole('dialog', { name: 'New conversation' });
      await dialog.getByLabel('Find a member').fill(FORMER.number);
      await dialog.getByRole('button', { name: 'Search' }).click();
      const found = dialog.getByRole('button', { name: new RegExp(`conversation with ${FORMER.name}`) });
      await eventually(() => found.count()).toBe(1);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `director-member-search-${viewport}`, { fullPage: false });
      // The first director run starts it; the second (other size, same database) reopens the one it made.
      const label = await found.innerText();
      expect(label).toMatch(viewport === 'desktop' ? /^Start conversation/ : /^Open conversation/);
      await found.click();

      await page.waitForURL((url) => url.pathname === '/messages' && url.searchParams.has('with'));
      await eventually(() => dialogLog(page, FORMER.name).count()).toBe(1);
      await send(page, `Hello ${FORMER.name}, this is the director (${viewport}).`);
      await eventually(() => dialogLog(page, FORMER.name).getByRole('listitem').count()).toBe(
        viewport === 'desktop' ? 1 : 2,
      );
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `director-new-conversation-${viewport}`);
    },
  );
});

describe('an active member in the join', () => {
  it.each<ViewportName>(['desktop', 'mobile'])(
    'is offered Log in beside the modal and lands on their home (%s)',
    async (viewport) => {
      const page = await newPage(viewport);
      await page.goto('/marin');
      await expectHeading(page, 'Choose a membership');
      await planCards(page).first().getByRole('button', { name: 'Select' }).click();
      await expectHeading(page, 'Provide your email address');
      await page.getByLabel('Email', { exact: true }).fill(MEMBER.email);
      await page.getByRole('button', { name: 'Next' }).click();

      const modal = page.getByRole('dialog');
      await eventually(() => modal.innerText()).toContain('Sorry you are not eligible for this program!');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `email-not-eligible-log-in-${viewport}`, { fullPage: false });
      await modal.getByRole('link', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await signInThroughForm(page, MEMBER, '/login');
      await expectHeading(page, 'Hi, Alex');
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );
});
