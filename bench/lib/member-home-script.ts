import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { signingKey } from './api-bench';
import { gzipBytesOf } from './entry-size';
import { REPO_ROOT, withBenchServer } from './server-process';

/** The demo member (README's table), who signs in as a member does. */
const MEMBER = { email: 'member@example.com', password: 'Member123!', firstName: 'Alex' };
const TIMEOUT_MS = 60_000;

export interface MemberHomeScript {
  /** Every script fetched from opening /login until 'Log in' is pressed (the app starts once they type), as paths under the build. */
  loginScripts: string[];
  /** The scripts fetched from pressing 'Log in' until the member home had shown and the network was idle. */
  afterSignInScripts: string[];
  loginGzipBytes: number;
  afterSignInGzipBytes: number;
}

/**
 * A member's first visit as a phone meets it, nothing cached: /login, signed in through the form, on to their home
 * ('Hi, Alex'); the scripts each part fetched, gzipped at level 9 from the build (as the landing pages' figure).
 */
export async function measureMemberHomeScript(baseUrl: string, distDir: string): Promise<MemberHomeScript> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    const scripts: { login: string[]; afterSignIn: string[] } = { login: [], afterSignIn: [] };
    let phase: keyof typeof scripts = 'login';
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === new URL(baseUrl).origin) {
        scripts[phase].push(decodeURIComponent(url.pathname));
      }
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: /^Email/ }).fill(MEMBER.email);
    await page.getByLabel(/^Password/).fill(MEMBER.password);
    phase = 'afterSignIn';
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { name: `Hi, ${MEMBER.firstName}` }).waitFor();
    await page.waitForLoadState('networkidle');
    return {
      loginScripts: scripts.login,
      afterSignInScripts: scripts.afterSignIn,
      loginGzipBytes: gzipBytesOf(distDir, scripts.login),
      afterSignInGzipBytes: gzipBytesOf(distDir, scripts.afterSignIn),
    };
  } finally {
    await browser.close();
  }
}

export function describeMemberHomeScript(measured: MemberHomeScript): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return (
    `  /login: ${measured.loginScripts.length} scripts, ${kb(measured.loginGzipBytes)} gzip -9\n` +
    `  after 'Log in' to the member home: ${measured.afterSignInScripts.length} scripts, ` +
    `${kb(measured.afterSignInGzipBytes)} gzip -9\n` +
    `  a member's first visit in all: ${kb(measured.loginGzipBytes + measured.afterSignInGzipBytes)} gzip -9`
  );
}

/** `npx tsx bench/lib/member-home-script.ts` measures only this (BENCH_WEB_DIST_DIR as run.ts; the build must exist). */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = path.resolve(process.env.BENCH_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
  const measured = await withBenchServer(signingKey, (baseUrl) => measureMemberHomeScript(baseUrl, distDir));
  console.log(describeMemberHomeScript(measured));
}
