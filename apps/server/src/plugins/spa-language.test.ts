import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app';
import { indexInLocale, prerenderedPath } from './spa';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Join a Bay Area gym club online in a few minutes: pick a club and a plan, and start today."
    />
    <!--app-config-->
    <title>Join the club</title>
  </head>
  <body><!--first-page--><div id="root"></div></body>
</html>`;

/** A stand-in for the SPA's server renderer: it says which language it rendered in, and how many renders it made. */
const RENDERER = `let renders = 0;
export async function renderFirstPage(clubs, config, locale = 'en') {
  renders += 1;
  const markup = '<main data-locale="' + locale + '" data-renders="' + renders + '">' + clubs.length + ' clubs</main>';
  return { markup, queries: [[['clubs'], clubs.length]] };
}
export async function renderLoginPage(config, locale = 'en') {
  return { markup: '<form data-locale="' + locale + '">Log in</form>', queries: [] };
}
export async function renderClubPage(slug, club, planInfo, config, locale = 'en') {
  const markup = '<main data-locale="' + locale + '">' + club.displayName + ': ' + planInfo.planData.length + ' plans</main>';
  return { markup, queries: [[['plans', slug], planInfo.planData.length]] };
}
`;

/** The pages in the visitor's language (docs/decisions/0039): the `lang` cookie first, else Accept-Language. */
describe('the SPA pages in the visitor language', () => {
  let current: Awaited<ReturnType<typeof startTestApp>>;
  let distDir: string;
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-spa-language-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), INDEX);
    fs.mkdirSync(path.join(distDir, 'ssr'));
    fs.writeFileSync(path.join(distDir, 'ssr', 'render.js'), RENDERER);
    current = await startTestApp('pglite', { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await current.stop();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    current.context.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('renders the first page in Spanish for a browser that prefers Spanish, with lang="es" and Spanish words', async () => {
    const response = await page('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<title>Inscríbase en el club</title>');
    expect(response.body).toContain('content="Inscríbase en línea en un club de la zona de la Bahía');
    expect(response.body).toMatch(/<main data-locale="es" data-renders="\d+">\d+ clubs<\/main>/);
    expect(response.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
  });

  it('keeps the English page as index.html has it otherwise', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-US' },
      { 'accept-language': 'fr-FR,de;q=0.5' },
    ];
    for (const headers of variants) {
      const response = await page('/', headers);
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('<title>Join the club</title>');
      expect(response.body).toContain('content="Join a Bay Area gym club online in a few minutes');
      expect(response.body).toContain('<main data-locale="en"');
      expect(response.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    }
  });

  it("takes the switcher's lang cookie before the browser's preference", async () => {
    const spanish = await page('/', { 'accept-language': 'en-US', cookie: 'theme=dark; lang=es' });
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('<main data-locale="es"');
    const english = await page('/', { 'accept-language': 'es', cookie: 'lang=en' });
    expect(english.body).toContain('<html lang="en">');
    const unknown = await page('/', { 'accept-language': 'es', cookie: 'lang=fr' });
    expect(unknown.body).toContain('<html lang="es">');
  });

  it('renders each language once while what it shows is unchanged', async () => {
    const renders = async (headers: Record<string, string>) =>
      /data-renders="(\d+)"/.exec((await page('/', headers)).body)?.[1];
    const es = await renders({ 'accept-language': 'es' });
    const en = await renders({ 'accept-language': 'en' });
    expect(await renders({ 'accept-language': 'es' })).toBe(es);
    expect(await renders({ 'accept-language': 'en' })).toBe(en);
    expect(es).not.toBe(en);
  });

  it('gives the other pages the language too, with no prerendered step', async () => {
    const response = await page('/locations', { 'accept-language': 'es' });
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<title>Inscríbase en el club</title>');
    expect(response.body).not.toContain('<main');
    expect(response.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect((await page('/locations')).body).toContain('<html lang="en">');
  });

  it('leaves English index.html byte for byte', () => {
    expect(indexInLocale(INDEX, 'en')).toBe(INDEX);
    expect(indexInLocale(INDEX, 'es')).not.toContain('Join the club');
  });

  it('sends /login as the prerendered form in the language, with no clubs, and /login?email= as the plain page', async () => {
    for (const url of ['/login', '/login?next=%2Fstaff']) {
      const response = await page(url, { 'accept-language': 'es' });
      expect(response.body).toContain('<div id="first-page"><form data-locale="es">Log in</form></div>');
      expect(response.body).not.toContain('first-page-data');
      expect(response.headers['content-security-policy']).toContain("'sha256-");
    }
    const withEmail = await page('/login?email=alex%40example.com');
    expect(withEmail.body).not.toContain('id="first-page"');
  });

  it("sends a club's path as its plans, with the data the app takes it over with, and an unknown one as the plain page", async () => {
    const castro = await page('/castro', { 'accept-language': 'es' });
    expect(castro.body).toMatch(/<div id="first-page"><main data-locale="es">Castro: \d+ plans<\/main><\/div>/);
    expect(castro.body).toMatch(
      /<script type="application\/json" id="first-page-data">\[\[\["plans","castro"\],\d+\]\]<\/script>/,
    );
    expect((await page('/nowhere')).body).not.toContain('id="first-page"');
  });

  it('prerenders exactly `/` and the club paths with any query, and `/login` unless opened for a known address', () => {
    expect(prerenderedPath('/')).toBe('/');
    expect(prerenderedPath('/?member=100001')).toBe('/');
    expect(prerenderedPath('/castro')).toBe('/castro');
    expect(prerenderedPath('/castro?utm_source=ad')).toBe('/castro');
    expect(prerenderedPath('/login')).toBe('/login');
    expect(prerenderedPath('/login?next=/billing')).toBe('/login');
    expect(prerenderedPath('/login?email=a%40b.co')).toBeNull();
    expect(prerenderedPath('/login/')).toBeNull();
    expect(prerenderedPath('/castro/')).toBeNull();
    expect(prerenderedPath('/locations')).toBeNull();
  });
});
