import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { afterEach, beforeAll, expect, inject } from 'vitest';

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  /** A small Android phone: what must be on screen without scrolling is checked here. */
  small: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true },
  /** A large phone. */
  large: { viewport: { width: 414, height: 896 }, isMobile: true, hasTouch: true },
  /** A tablet upright, and a small laptop (or a tablet on its side), and a wide desktop: the console's sizes. */
  tablet: { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1024, height: 768 } },
  wide: { viewport: { width: 1440, height: 900 } },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How long a wait for the page (an action, a navigation, a value to come) may take before the test fails. A wait
 * ends as soon as its condition holds; the bound only has to outlast a two-core machine running both lanes, where
 * 15 s was seen to run out on the slower kind (docs/decisions/0040).
 */
export const WAIT_MS = 30_000;

/** Waits up to WAIT_MS for a value to satisfy the matcher that follows. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: WAIT_MS, interval: 100 });

export interface BrowserOptions {
  /** Chromium switches added to the standard ones, e.g. a fake camera (support/camera.ts). */
  args?: readonly string[];
  /**
   * Lets the app install its service worker, which the specs of offline behaviour need. Elsewhere it is blocked:
   * each fresh context would download the whole precache (200-odd files) once idle, the service worker specs' work.
   */
  serviceWorkers?: boolean;
}

/**
 * One Chromium per set of switches for the whole worker: the e2e lanes do not isolate their spec files
 * (vitest.config.ts), so this module, and the browsers in it, outlive each file. A launch costs a second or two
 * of a two-core machine; every test still starts from fresh contexts (newPage), which share nothing. A browser
 * that went away is launched again.
 */
const browsers = new Map<string, Promise<Browser>>();

function sharedBrowser(args: readonly string[]): Promise<Browser> {
  const key = args.join(' ');
  let browser = browsers.get(key);
  if (!browser) {
    browser = chromium.launch({ executablePath: inject('chromiumPath'), args: [...CHROMIUM_ARGS, ...args] });
    browsers.set(key, browser);
    browser.then(
      (launched) => launched.on('disconnected', () => browsers.delete(key)),
      () => browsers.delete(key),
    );
  }
  return browser;
}

/**
 * The calling spec file's or describe block's browser (call it at that level): Chromium with these switches.
 * Each test opens pages with newPage(); page errors and console errors fail the test unless it allowed them with
 * allowErrors().
 */
export function useBrowser({ args = [], serviceWorkers = false }: BrowserOptions = {}) {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let errors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await sharedBrowser(args);
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    contexts = [];
    errors = [];
    allowed = [];
    expect(unexpected, 'page errors and console errors').toEqual([]);
  });

  /**
   * A page in a context of its own; `origin` points its relative URLs at another app than the run's (two instances);
   * `locale` is the browser's language (navigator.languages and Accept-Language), English unless given.
   */
  async function newPage(
    viewport: ViewportName = 'desktop',
    { origin = baseUrl, locale = 'en-US' }: { origin?: string; locale?: string } = {},
  ): Promise<Page> {
    if (!browser) throw new Error('useBrowser(): the browser is not running (call newPage inside a test)');
    const context = await browser.newContext({
      ...VIEWPORTS[viewport],
      baseURL: origin,
      locale,
      serviceWorkers: serviceWorkers ? 'allow' : 'block',
    });
    context.setDefaultTimeout(WAIT_MS);
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error on ${page.url()}: ${message.text()}`);
    });
    return page;
  }

  return {
    baseUrl,
    newPage,
    /** Lets this test's pages log errors matching the pattern (for failures the test provokes). */
    allowErrors: (pattern: RegExp) => allowed.push(pattern),
  };
}

/**
 * Waits (up to 2 s) for running CSS transitions and finite animations to end: axe reads colours as they are at
 * that instant, and a label still fading from its disabled colour to its own reads as too faint. Endless
 * animations (spinners) are left alone.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const done = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
}

/** Runs axe-core with the WCAG 2.0/2.1 A and AA rules; fails with one readable line per broken node. */
export async function expectNoAxeViolations(page: Page) {
  await settleTransitions(page);
  // One analysis: the WCAG tags, and heading-order, a best practice outside them (a heading that skips a level
  // misleads screen readers), which axe runs beside the tags when a rule is enabled by name.
  const { violations } = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'heading-order': { enabled: true } },
    })
    .analyze();
  const lines = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} | ${node.target.join(' ')} | ` +
        `${(node.failureSummary ?? '').replace(/\s+/g, ' ')} (${violation.helpUrl})`,
    ),
  );
  if (lines.length > 0) console.error(`axe-core violations on ${page.url()}:\n  ${lines.join('\n  ')}`);
  expect(lines, `axe-core violations on ${page.url()}`).toEqual([]);
}

/** Saves a screenshot (full page unless told otherwise) to e2e/.artifacts/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}
