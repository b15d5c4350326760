import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  VIEWPORTS,
  type ViewportName,
  eventually,
  expectNoAxeViolations,
  saveScreenshot,
  useBrowser,
} from '../../support/browser';
import { expectHeading } from '../../support/pages';
import { appUrl, signInThroughForm } from '../../support/sign-in';

/**
 * The console looks like one (issue 26, point 3): a side navigation grouped by what the pages are for on tablets
 * and desktops, a drawer on phones, `/staff` as each role's home, and nobody offered a page they cannot use. And a
 * visitor's header that stays on one row on phones from 360 to 414 px.
 */
const { newPage } = useBrowser();

const DIRECTOR = { email: 'director@example.com', password: 'Director123!' };
const FRONT_DESK = { email: 'staff@example.com', password: 'Staff123!' };

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const headerHeight = (page: Page) => page.locator('header').evaluate((header) => header.getBoundingClientRect().height);

/** How many lines the element's text is set on. */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

/** Signs in, then opens /staff, which is where the console starts for each role. */
async function openConsole(page: Page, account: { email: string; password: string }) {
  await signInThroughForm(page, account, `/login?next=${encodeURIComponent('/staff')}`);
}

describe.each<ViewportName>(['tablet', 'laptop', 'wide'])('the console at %s size', (viewport) => {
  it("opens on the director's dashboard with the grouped side navigation beside it and a one-row header", async () => {
    const page = await newPage(viewport);
    await openConsole(page, DIRECTOR);
    await page.waitForURL(appUrl('/staff/dashboard'));
    await expectHeading(page, 'Dashboard');
    const nav = consoleNav(page);
    await nav.waitFor();
    expect(
      await nav
        .getByRole('list')
        .evaluateAll((lists) =>
          lists.map(
            (list) =>
              list.getAttribute('aria-labelledby') &&
              document.getElementById(list.getAttribute('aria-labelledby')!)?.textContent,
          ),
        ),
    ).toEqual(['Today', 'Members', 'Business', 'Admin', 'Your account']);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    // The navigation sits beside the page, not above it: the header is one row of brand, switcher and Log out.
    expect(await headerHeight(page)).toBeLessThanOrEqual(72);
    const [navBox, mainBox] = [await nav.boundingBox(), await page.locator('main').boundingBox()];
    expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(mainBox!.x + 1);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `staff-console-${VIEWPORTS[viewport].viewport.width}`, { fullPage: false });

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(appUrl('/staff/audit'));
    await eventually(() => nav.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
  });
});

it('takes the front desk to the desk, offering none of the business', async () => {
  const page = await newPage('laptop');
  await openConsole(page, FRONT_DESK);
  await page.waitForURL(appUrl('/staff/check-in'));
  // The side navigation is loaded after the page (its own chunk): wait for it rather than read it the moment the URL changes.
  await eventually(async () =>
    (await consoleNav(page).getByRole('link').allInnerTexts()).map((text) => text.trim()),
  ).toEqual(['Front desk', 'Classes', 'Members', 'Vaccine records', 'Home', 'Profile', 'Messages', 'Change password']);
});

it("puts the director's console in a drawer on a phone", async () => {
  const page = await newPage('mobile');
  await openConsole(page, DIRECTOR);
  await page.waitForURL(appUrl('/staff/dashboard'));
  expect(await consoleNav(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = consoleNav(page);
  await nav.getByRole('link', { name: 'Follow-ups' }).waitFor();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'staff-console-390-drawer', { fullPage: false });
  await nav.getByRole('link', { name: 'Follow-ups' }).click();
  await page.waitForURL(appUrl('/staff/follow-ups'));
  await eventually(() => consoleNav(page).count()).toBe(0);
});

describe.each<ViewportName>(['small', 'mobile', 'large'])("a visitor's header at %s size", (viewport) => {
  it('keeps the brand, Clubs, Log in and the switcher on one row, each link on one line', async () => {
    const page = await newPage(viewport);
    await page.goto('/locations');
    const clubs = page.getByRole('link', { name: 'Clubs', exact: true });
    const logIn = page.getByRole('link', { name: 'Log in', exact: true });
    await logIn.waitFor();
    // One line each (the lines their words are set on), side by side on the same row.
    expect(await textLines(clubs)).toBe(1);
    expect(await textLines(logIn)).toBe(1);
    const [clubsBox, logInBox] = [await clubs.boundingBox(), await logIn.boundingBox()];
    expect(Math.abs(logInBox!.y - clubsBox!.y)).toBeLessThan(2);
    expect(await headerHeight(page)).toBeLessThanOrEqual(64);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `visitor-header-${VIEWPORTS[viewport].viewport.width}`, { fullPage: false });
  });
});
