import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '@gym/contracts/app-config';
import type { ClubPage } from '@gym/contracts/club-page';
import type { ClubSlug } from '@gym/contracts/constants';
import { CASTRO_PAGE, CASTRO_PLANS } from '../test/club-page-fixture';
import type { ClubPlaceData } from './club-place-page';
import { pageEncoding } from './page-encoding';
import { spaPlugin } from './spa';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Join a Bay Area gym club online in a few minutes." />
    <!--app-config-->
    <title>Join the club</title>
  </head>
  <body><!--first-page--><div id="root"></div></body>
</html>`;

/** A stand-in for the SPA's renderer: says what it rendered, in which language, and how many renders it made. */
const RENDERER = `let renders = 0;
export async function renderClubPlacePage(page, planInfo, config, locale = 'en') {
  renders += 1;
  const markup = '<main data-locale="' + locale + '" data-renders="' + renders + '" data-at="' + page.busy.at + '"' +
    ' data-picture="' + page.club.olsBgDesktop.slice(0, 19) + '">' +
    page.club.displayName + ': ' + page.busy.people + ' people, ' + planInfo.planData.length + ' plans</main>';
  return { markup, queries: [[['clubs', 'page', page.slug], page], [['plans', 'by-location', page.slug], planInfo]] };
}
`;

const CONFIG: AppConfig = {
  brandName: 'Bay Fit Clubs',
  companySiteUrl: 'https://example.com',
  supportEmail: 'support@example.com',
  requestSigningKey: 'key',
  signupClientId: 'id',
  signupClientSecret: 'secret',
  analyticsId: null,
  signupRetentionDays: 90,
  billingOrigin: 'http://127.0.0.1:9',
};

/** A club's own page as the server sends it (docs/decisions/0048): prerendered, described for search engines. */
describe("a club's own page", () => {
  let distDir: string;
  let app: ReturnType<typeof Fastify>;
  let castro: ClubPage = CASTRO_PAGE;
  const asked: ClubSlug[] = [];

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-spa-club-page-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
    fs.mkdirSync(path.join(distDir, 'ssr'));
    fs.writeFileSync(path.join(distDir, 'ssr', 'render.js'), RENDERER);
    fs.mkdirSync(path.join(distDir, 'clubs'));
    fs.writeFileSync(path.join(distDir, 'clubs', 'castro-desktop.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    await app.register(spaPlugin, {
      distDir,
      appConfig: () => CONFIG,
      firstPageClubs: async () => [],
      clubPage: async () => null,
      // Oakland's club cannot be shown (gone from the database): the app's page says so itself.
      clubPlacePage: async (slug: ClubSlug): Promise<ClubPlaceData | null> => {
        asked.push(slug);
        return slug === 'castro' ? { page: castro, planInfo: CASTRO_PLANS } : null;
      },
      publicUrl: 'https://join.example.com',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  const structuredData = (html: string): unknown[] =>
    [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!));

  it('is prerendered with the data the app takes it over with', async () => {
    const response = await page('/locations/castro');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<div id="first-page"><main data-locale="en"[^>]*>Castro: 62 people, 1 plans<\/main>/,
    );
    const data = /<script type="application\/json" id="first-page-data">([^<]*)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual([
      [['clubs', 'page', 'castro'], expect.objectContaining({ slug: 'castro' })],
      [['plans', 'by-location', 'castro'], CASTRO_PLANS],
    ]);
    expect(response.headers['content-security-policy']).toContain("'sha256-");
  });

  it("paints the club's picture with the page (a data: URL), while search engines get the picture's address", async () => {
    const { body } = await page('/locations/castro');
    expect(body).toContain('data-picture="data:image/svg+xml,"');
    expect(structuredData(body)[0]).toMatchObject({ image: 'https://join.example.com/clubs/castro-desktop.svg' });
  });

  it('is titled and described for search results, with its canonical address', async () => {
    const { body } = await page('/locations/castro?utm_source=search');
    expect(body).toContain('<title>Castro gym in San Francisco · Bay Fit Clubs</title>');
    expect(body).toContain('content="Castro gym at 2301 Market Street, San Francisco: opening hours, how busy');
    expect(body).toContain('<link rel="canonical" href="https://join.example.com/locations/castro">');
    const spanish = (await page('/locations/castro', { 'accept-language': 'es-MX,es' })).body;
    expect(spanish).toContain('<title>Gimnasio Castro en San Francisco · Bay Fit Clubs</title>');
    expect(spanish).toContain('content="Gimnasio Castro en 2301 Market Street, San Francisco: horario');
    expect(spanish).toContain('<html lang="es">');
  });

  it('describes the club as a schema.org HealthClub in its head: address, place and opening hours', async () => {
    const { body } = await page('/locations/castro');
    const [data, ...more] = structuredData(body);
    expect(more).toEqual([]);
    expect(body.indexOf('application/ld+json')).toBeLessThan(body.indexOf('</head>'));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HealthClub',
      name: 'Bay Fit Castro',
      url: 'https://join.example.com/locations/castro',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2301 Market Street',
        addressLocality: 'San Francisco',
        addressRegion: 'CA',
        postalCode: '94114',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 37.76433, longitude: -122.43301 },
      openingHoursSpecification: expect.arrayContaining([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '00:00', closes: '23:59' },
      ]),
      specialOpeningHoursSpecification: expect.arrayContaining([
        expect.objectContaining({
          validFrom: '2026-11-26',
          validThrough: '2026-11-26',
          opens: '00:00',
          closes: '00:00',
        }),
      ]),
    });
  });

  it('is the plain app page for any other segment, and for a club that cannot be shown', async () => {
    for (const url of ['/locations/nowhere', '/locations/oakland', '/locations/castro/', '/locations']) {
      const { body } = await page(url);
      expect(body, url).not.toContain('id="first-page"');
      expect(body, url).not.toContain('application/ld+json');
      expect(body, url).toContain('<title>Join the club</title>');
    }
    expect(asked).not.toContain('nowhere');
  });

  it('is rendered again when what it shows changes, not at every estimate of how busy', async () => {
    const renders = async () => /data-renders="(\d+)"/.exec((await page('/locations/castro')).body)?.[1];
    const first = await renders();
    castro = { ...CASTRO_PAGE, busy: { ...CASTRO_PAGE.busy, at: '2026-11-28T02:18:31.000Z' } };
    expect(await renders()).toBe(first);
    castro = { ...CASTRO_PAGE, busy: { ...CASTRO_PAGE.busy, people: 70, at: '2026-11-28T02:19:31.000Z' } };
    const second = await renders();
    expect(second).not.toBe(first);
    // The hour the page marks as now, and with it the day, moves on.
    castro = { ...castro, busy: { ...castro.busy, at: '2026-11-28T03:00:02.000Z' } };
    expect(await renders()).not.toBe(second);
    expect((await page('/locations/castro')).body).toContain('data-at="2026-11-28T03:00:00.000Z"');
  });

  it('is sent compressed to a browser that takes it, the same page, as every page the SPA sends is', async () => {
    for (const url of ['/locations/castro', '/locations/nowhere']) {
      const plain = await page(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
      const br = await page(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString(), url).toBe(plain.body);
      const gzip = await page(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString(), url).toBe(plain.body);
    }
  });

  it('reads Accept-Encoding: brotli first, then gzip, nothing refused (q=0) or unknown', () => {
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('deflate, zstd')).toBeNull();
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('GZIP, Br')).toBe('br');
    expect(pageEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});
