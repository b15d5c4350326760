import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app';

const GOOGLE_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/** The page's CSP directives by name: `{ 'script-src': ["'self'", ...] }`. */
function directives(csp: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(csp)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The SPA's page (docs/decisions/0038): Google's hosts are allowed only when ANALYTICS_ID is set. */
describe.each([
  { analyticsId: 'G-2B4C6D8E0F', allowed: true },
  { analyticsId: undefined, allowed: false },
])('the SPA page with ANALYTICS_ID=$analyticsId', ({ analyticsId, allowed }) => {
  let current: Awaited<ReturnType<typeof startTestApp>>;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-spa-analytics-'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><!--app-config--></head><body></body></html>',
    );
    current = await startTestApp('pglite', {
      WEB_DIST_DIR: distDir,
      ...(analyticsId ? { ANALYTICS_ID: analyticsId } : {}),
    });
  });
  afterAll(async () => {
    await current.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/locations', '/marin'])('%s: script, connect and img sources follow the setting', async (url) => {
    const response = await current.context.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const csp = directives(response.headers['content-security-policy']);
    if (allowed) {
      expect(csp['script-src']).toContain('https://www.googletagmanager.com');
      for (const name of ['connect-src', 'img-src']) {
        expect(csp[name]).toEqual(
          expect.arrayContaining([
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
            'https://www.googletagmanager.com',
          ]),
        );
      }
    } else {
      expect(String(response.headers['content-security-policy'])).not.toMatch(GOOGLE_HOSTS);
      expect(csp['connect-src']).toEqual(["'self'"]);
    }
    // Nothing else widens: the rest of the policy is the same either way.
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('hands the id to the page in its app-config', async () => {
    const response = await current.context.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.body).toContain(
      allowed ? `&quot;analyticsId&quot;:&quot;${analyticsId}&quot;` : '&quot;analyticsId&quot;:null',
    );
  });
});
