import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AppInstance, startAppInstance, webDistDir } from '../../support/app-instance';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { clubCards } from '../../support/pages';
import { DEMO_LOGINS, signInThroughForm } from '../../support/sign-in';

// The service worker and the installable app (docs/decisions/0037): the app from /sw.js, offline after one visit.
const { newPage, baseUrl, allowErrors } = useBrowser({ serviceWorkers: true });

/** What a page with no network logs: its failed requests and the realtime channel's attempts to reconnect. */
const OFFLINE_ERRORS = /ERR_INTERNET_DISCONNECTED|WebSocket connection .* failed/;

/** Waits until the app has registered its worker and that worker is active; where it came from and what it controls. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL };
  });

/** A page the app starts on at once: on `/` and `/login`, prerendered, it waits for the person to act (0030, 0042). */
const APP_STARTS_AT_ONCE = '/locations';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const appHasTakenOver = (page: Page) => page.locator('#first-page').count();

it('registers the worker from /sw.js for the whole origin, once the app has started', async () => {
  const page = await newPage();
  await page.goto(APP_STARTS_AT_ONCE);
  expect(await activeWorker(page)).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/sw.js` });
});

it('is installable: Chromium reads the manifest and finds nothing missing', async () => {
  // A profile on disk: Chromium never offers to install from an incognito one, which a new context is.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: inject('chromiumPath'),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    baseURL: baseUrl,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(APP_STARTS_AT_ONCE);
    await activeWorker(page);
    const devtools = await context.newCDPSession(page);
    const manifest = await devtools.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect((await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    // The same check on a page without the manifest (the API docs) does find something missing.
    await page.goto('/docs');
    const errors = (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors;
    expect(errors.map((error) => error.errorId)).toContain('no-manifest');
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

it('gives a visitor who came once the first page offline, club list and all, and the app starts on it', async () => {
  allowErrors(OFFLINE_ERRORS);
  const page = await newPage();
  await page.goto('/');
  await page.mouse.move(10, 300);
  await eventually(() => appHasTakenOver(page)).toBe(0);
  await activeWorker(page);

  await page.context().setOffline(true);
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  // The prerendered page, kept when the worker installed: the clubs are in it.
  expect(await appHasTakenOver(page)).toBe(1);
  expect(await heading(page).textContent()).toBe('Choose a location');
  expect(await clubCards(page).count()).toBe(8);
  // The app's files come from the worker's copy: the app takes the page over with no network.
  await page.mouse.move(10, 300);
  await eventually(() => appHasTakenOver(page)).toBe(0);
  expect(await clubCards(page).count()).toBe(8);
  await eventually(() => page.getByText('You are offline').isVisible()).toBe(true);
  await saveScreenshot(page, 'sw-offline-visitor-desktop');
});

it('gives a signed-in member their home offline, and any other page of the app with word of what waits', async () => {
  allowErrors(OFFLINE_ERRORS);
  const page = await newPage('mobile');
  await signInThroughForm(page, DEMO_LOGINS.member);
  await eventually(() => heading(page).textContent()).toBe('Hi, Alex');
  await activeWorker(page);

  await page.context().setOffline(true);
  // The page's clock from the reload on, to see the code rotate offline without waiting 30 s.
  await page.clock.install();
  expect((await page.reload())?.fromServiceWorker()).toBe(true);
  await eventually(() => heading(page).textContent()).toBe('Hi, Alex');
  // The check-in code, from the secret kept on the device: shown, and a new one 30 s later, with no network.
  const digits = () => page.getByTestId('check-in-digits').textContent();
  await eventually(digits).toMatch(/^\d{3} \d{3}$/);
  const first = await digits();
  await page.clock.fastForward(30_000);
  await eventually(digits).not.toBe(first);
  await eventually(digits).toMatch(/^\d{3} \d{3}$/);
  await expect.poll(() => page.getByText('You are offline').isVisible()).toBe(true);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sw-offline-member-home-phone');

  // A page this visit never opened: the app's own page, kept when the worker installed.
  expect((await page.goto('/history'))?.fromServiceWorker()).toBe(true);
  await eventually(() => heading(page).textContent()).toBe('Visit history');
  await expect
    .poll(() =>
      page.getByText('Part of this page needs the network: it will load when you are back online.').isVisible(),
    )
    .toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, 'sw-offline-history-desktop');
});

it("shows the offline page for a page that needs the network, and 'Try again' opens it once back online", async () => {
  allowErrors(OFFLINE_ERRORS);
  const page = await newPage('mobile');
  await page.goto(APP_STARTS_AT_ONCE);
  await activeWorker(page);

  await page.context().setOffline(true);
  await page.goto('/docs');
  await eventually(() => heading(page).textContent()).toBe('You are offline');
  expect(await page.title()).toBe('You are offline');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'sw-offline-page-phone');

  await page.context().setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await eventually(() => page.title()).not.toBe('You are offline');
  expect(new URL(page.url()).pathname).toBe('/docs');
});

describe('a deploy', () => {
  // An app of its own, serving a build whose sw.js this test can replace, as a deploy does: the same origin, a
  // worker with other bytes at the browser's next check.
  let instance: AppInstance | undefined;
  let distDir = '';
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-e2e-sw-dist-'));
    for (const entry of fs.readdirSync(webDistDir())) {
      const built = path.join(webDistDir(), entry);
      if (entry === 'sw.js') fs.copyFileSync(built, path.join(distDir, entry));
      else fs.symlinkSync(built, path.join(distDir, entry));
    }
    instance = await startAppInstance({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await instance?.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it("offers the new version once it waits, and 'Reload' switches the page to it", async () => {
    const page = await newPage('desktop', { origin: instance!.origin });
    await page.goto(APP_STARTS_AT_ONCE);
    await activeWorker(page);
    const prompt = page.getByText('A new version is available');
    expect(await prompt.isVisible()).toBe(false);

    fs.appendFileSync(path.join(distDir, 'sw.js'), '\n// the next version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await eventually(() => prompt.isVisible()).toBe(true);
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
      true,
    );
    // The open version keeps working meanwhile: nothing reloads until the member says so.
    expect(await heading(page).textContent()).toBe('Our clubs');
    await saveScreenshot(page, 'sw-update-prompt-desktop', { fullPage: false });

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await eventually(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      }),
    ).toEqual({ waiting: false, controlled: true });
    expect(await prompt.isVisible()).toBe(false);
  });
});
