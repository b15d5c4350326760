import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { eventually, useBrowser } from '../../support/browser';
import { afterPaint, holdFontsAndWatchShifts, holdRequests } from '../../support/held-requests';
import { clubCard, clubCards, planCards, readClubCards, readPlanCards } from '../../support/pages';
import { DEMO_LOGINS, loginEmail, loginPassword, signInThroughForm } from '../../support/sign-in';

// `/` for a visitor arrives as finished HTML; the app starts on the visitor's first sign of intent and takes the
// page over (docs/decisions/0030).
const { newPage, baseUrl } = useBrowser();

const CLUBS_BY_NAME = ['Castro', 'Embarcadero', 'Fillmore', 'Marin', 'Mid Market', 'Oakland', 'SoMa', 'Transbay'];

/** Scripts the page requested, by file name. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const appHasTakenOver = (page: Page) => page.locator('#first-page').count();

/**
 * Opens a prerendered page as a visitor who has not acted yet: once the network is idle it has fetched one script
 * (the boot script) and still shows the server's page.
 */
async function openUntouched(viewport: Parameters<typeof newPage>[0], path: string) {
  const page = await newPage(viewport);
  const scripts = recordScripts(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(1);
  expect(await appHasTakenOver(page)).toBe(1);
  return { page, scripts };
}

/** The main frame's navigations from now on: a form the browser sent itself would be one. */
function recordNavigations(page: Page): string[] {
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  return navigations;
}

/**
 * Whether each page load from now on shows its prerendered page, read as the parser puts it in the document: after
 * the head's inline script, before the boot script could remove it.
 */
async function recordFirstPageShown(page: Page): Promise<boolean[]> {
  const shown: boolean[] = [];
  await page.exposeFunction('firstPageShown', (visible: boolean) => shown.push(visible));
  await page.addInitScript(() => {
    const parsed = new MutationObserver(() => {
      const firstPage = document.getElementById('first-page');
      if (!firstPage) return;
      parsed.disconnect();
      (window as unknown as { firstPageShown: (visible: boolean) => void }).firstPageShown(
        getComputedStyle(firstPage).display !== 'none',
      );
    });
    parsed.observe(document, { childList: true, subtree: true });
  });
  return shown;
}

it('sends the location step as HTML: every club card in the document itself, the CSP allowing its one inline script', async () => {
  const answer = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } });
  const html = await answer.text();
  expect(html).toContain('<h1');
  expect(html).toContain('Choose a location');
  for (const name of CLUBS_BY_NAME) expect(html).toContain(`>${name}</h2>`);
  const inline = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  const digest = Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(inline))).toString(
    'base64',
  );
  expect(answer.headers.get('content-security-policy')).toContain(`'sha256-${digest}'`);
  // The renderer is the server's, not a file for browsers.
  expect((await fetch(`${baseUrl}/ssr/render.js`)).status).toBe(404);
  // Other paths are the plain app page.
  expect(await (await fetch(`${baseUrl}/locations`, { headers: { accept: 'text/html' } })).text()).not.toContain(
    'first-page-data',
  );
});

it('runs one small script until the visitor acts, then hands the same page over to the app without moving it', async () => {
  const page = await newPage();
  const scripts = recordScripts(page);
  await page.goto('/');
  expect(await readClubCards(page)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Castro' })]));
  await page.waitForLoadState('networkidle');
  expect(scripts).toHaveLength(1);
  const before = await clubCard(page, 'Oakland').boundingBox();

  await page.mouse.move(10, 300);
  await eventually(() => appHasTakenOver(page)).toBe(0);
  expect(scripts.length).toBeGreaterThan(1);
  expect((await readClubCards(page)).map((card) => card.name)).toEqual(CLUBS_BY_NAME);
  expect(await clubCard(page, 'Oakland').boundingBox()).toEqual(before);
});

it('holds still when the heading face arrives after the first paint, as on a phone on a slow network', async () => {
  const page = await newPage('mobile');
  const fonts = await holdFontsAndWatchShifts(page);
  // Not until 'load': the held font holds that back.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await afterPaint(page);
  expect(fonts.heldCount()).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.fonts.check('700 24px "Barlow Condensed"'))).toBe(false);
  const cardsBefore = await clubCards(page).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().y));

  await fonts.release();
  expect(await page.evaluate(() => document.fonts.check('700 24px "Barlow Condensed"'))).toBe(true);
  const cardsAfter = await clubCards(page).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().y));
  expect(cardsAfter).toEqual(cardsBefore);
  expect(await fonts.layoutShift()).toBeLessThanOrEqual(0.02);
});

it('keeps a tap made before the app started: on a phone the club is highlighted and Select takes the visitor on', async () => {
  const page = await newPage('mobile');
  await page.goto('/');
  await clubCard(page, 'Oakland').tap();
  await eventually(() => appHasTakenOver(page)).toBe(0);
  await eventually(() => clubCard(page, 'Oakland').getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.waitForURL('**/oakland');
});

it('keeps a postal code typed before the app started, and searches it', async () => {
  const page = await newPage();
  await page.goto('/');
  await page.getByLabel('Postal code', { exact: true }).pressSequentially('94612');
  await eventually(() => appHasTakenOver(page)).toBe(0);
  await expect.poll(() => page.getByLabel('Postal code', { exact: true }).inputValue()).toBe('94612');
  await eventually(async () => (await readClubCards(page))[0]?.name).toBe('Oakland');
  expect(
    await page.getByLabel('Postal code', { exact: true }).evaluate((input) => input === document.activeElement),
  ).toBe(true);
  // A click on a card once the app has the page is the app's: on a desktop it goes to the club.
  await clubCard(page, 'Oakland').click();
  await page.waitForURL('**/oakland');
});

it('never shows the join to a signed-in member on /: their home comes at once', async () => {
  const page = await newPage();
  await signInThroughForm(page, DEMO_LOGINS.member);
  const shown = await recordFirstPageShown(page);
  await page.goto('/');
  await eventually(() => page.getByRole('heading', { level: 1 }).first().textContent()).not.toBe('Choose a location');
  expect(shown).toEqual([false]);
  expect(await clubCards(page).count()).toBe(0);
});

it('sends /login as HTML with its form, and runs one small script until the person acts', async () => {
  const html = await (await fetch(`${baseUrl}/login`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div id="first-page">');
  expect(html).toMatch(/<h1[^>]*>Log in<\/h1>/);
  expect(html).toMatch(/<input[^>]*type="password"/);
  // Opened for a known address, the page is the app's (it fills the e-mail in).
  const withEmail = await fetch(`${baseUrl}/login?email=alex%40example.com`, { headers: { accept: 'text/html' } });
  expect(await withEmail.text()).not.toContain('<div id="first-page">');

  const { page } = await openUntouched('mobile', '/login');
  // The page focuses the e-mail itself; that is not the person acting.
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('email');
});

it('keeps an e-mail, a password and Enter given before the app started, sends nothing itself, and signs in', async () => {
  const { page } = await openUntouched('mobile', '/login');
  // Every script asked for from now on (the app's) is held: the app cannot start meanwhile.
  const scripts = await holdRequests(page, '**/*.js');
  const navigations = recordNavigations(page);
  await loginEmail(page).fill(DEMO_LOGINS.member.email);
  await loginPassword(page).fill(DEMO_LOGINS.member.password);
  await loginPassword(page).press('Enter');
  await eventually(() => scripts.heldCount()).toBeGreaterThan(0);
  // The browser has not sent the form (no navigation) and the app has not started.
  expect(navigations).toEqual([]);
  expect(await appHasTakenOver(page)).toBe(1);

  await scripts.release();
  await eventually(() => appHasTakenOver(page)).toBe(0);
  await page.waitForURL((url) => url.pathname === '/');
  await eventually(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Hi, Alex');
});

it("sends a club's path as its plans in HTML, and runs one small script until the visitor acts, then hands it over unmoved", async () => {
  const html = await (await fetch(`${baseUrl}/castro`, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div id="first-page">');
  expect(html).toMatch(/<h1[^>]*>Choose a membership<\/h1>/);
  expect(html).toContain('Castro Month to Month');

  const { page } = await openUntouched('mobile', '/castro');
  // Folded on a phone before any script: the first two features of each card.
  expect((await readPlanCards(page)).every((card) => card.features.length === 2)).toBe(true);
  const before = await planCards(page).first().boundingBox();

  await page.mouse.move(10, 300);
  await eventually(() => appHasTakenOver(page)).toBe(0);
  expect(await planCards(page).first().boundingBox()).toEqual(before);
});

it("keeps a plan's Select tapped before the app started, and goes on to the e-mail step with that plan", async () => {
  const { page } = await openUntouched('mobile', '/castro');
  const scripts = await holdRequests(page, '**/*.js');
  const monthly = planCards(page).filter({ hasText: 'Castro Month to Month' });
  await monthly.getByRole('button', { name: 'Select', exact: true }).tap();
  await eventually(() => scripts.heldCount()).toBeGreaterThan(0);
  expect(await appHasTakenOver(page)).toBe(1);

  await scripts.release();
  await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Provide your email address');
  expect(await appHasTakenOver(page)).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/castro');
  // The summary beside the wizard names the plan tapped.
  await eventually(() => page.getByRole('complementary').first().innerText()).toContain('Castro Month to Month');
});

it("gives a tab with a join in progress the app's page on a club's path at once, where the join was", async () => {
  const page = await newPage();
  await page.goto('/castro');
  await planCards(page).filter({ hasText: 'Castro Month to Month' }).getByRole('button', { name: 'Select' }).click();
  await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Provide your email address');
  const shown = await recordFirstPageShown(page);
  await page.reload();
  expect(shown).toEqual([false]);
  await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Provide your email address');
});
