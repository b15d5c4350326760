import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { BRAND_GREEN, BRAND_PAPER } from '@gym/contracts/brand';
import { SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '@gym/contracts/web-app';
import { describeEachDatabase } from '../test/app';

/** A small stand-in for the SPA's build: the page template, the service worker and one hashed asset. */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-web-app-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head></html>');
fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(distDir, 'assets', 'main-Ab12Cd34.js'), 'export {};');
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

// docs/decisions/0037: the installable app's files, served without a request signature.
describeEachDatabase(
  'the service worker and the web app manifest',
  (context) => {
    it('serves /sw.js as JavaScript that no cache keeps, so a deploy reaches the next navigation', async () => {
      const response = await context().app.inject({ method: 'GET', url: SERVICE_WORKER_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('addEventListener');
      // The hashed files keep their year.
      const asset = await context().app.inject({ method: 'GET', url: '/assets/main-Ab12Cd34.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it("serves the manifest with the configured brand's name, the app at / in its own window, the brand's colours", async () => {
      const response = await context().app.inject({ method: 'GET', url: WEB_APP_MANIFEST_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const manifest = response.json<Record<string, unknown>>();
      expect(manifest).toMatchObject({
        name: 'Harbor Gyms',
        short_name: 'Harbor Gyms',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRAND_GREEN,
        background_color: BRAND_PAPER,
      });
      expect(manifest.icons).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
          expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
        ]),
      );
    });

    it.each(['/', '/billing'])(
      'lets the page %s register its worker and read the manifest from its own origin only',
      async (url) => {
        const response = await context().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(200);
        const directives = String(response.headers['content-security-policy']).split(/;\s*/);
        expect(directives).toContain("worker-src 'self'");
        expect(directives).toContain("manifest-src 'self'");
      },
    );

    it('keeps the server pages out of the SPA: a navigation to /health is still the health check', async () => {
      const response = await context().app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { accept: 'text/html' },
      });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });
  },
  { WEB_DIST_DIR: distDir, BRAND_NAME: 'Harbor Gyms' },
);
