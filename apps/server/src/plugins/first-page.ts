import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '@gym/contracts/app-config';
import type { ClubPage } from '@gym/contracts/club-page';
import type { Club } from '@gym/contracts/clubs';
import type { ClubSlug } from '@gym/contracts/constants';
import {
  CLUB_PLACE_PATH_PREFIX,
  FIRST_PAGE,
  type PrerenderedPath,
  SESSION_TOKEN_STORAGE_KEY,
  WIZARD_STORAGE_KEY,
  isClubPlacePath,
} from '@gym/contracts/first-page';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { PlanInfoAnswer } from '@gym/contracts/plans';
import { type ClubPlaceData, clubPlaceAsShown, withClubPlaceHead } from './club-place-page';

/** A page as finished HTML, and the data it shows by query key, for the app to take it over with. */
export interface PrerenderedPage {
  markup: string;
  queries: unknown[];
}

/** The SPA build's server-side renderer of the prerendered pages (apps/web/src/app/first-page/render.tsx). */
export interface FirstPageRenderer {
  renderFirstPage(clubs: Club[], config: AppConfig, locale?: Locale): Promise<PrerenderedPage>;
  renderLoginPage(config: AppConfig, locale?: Locale): Promise<PrerenderedPage>;
  renderClubPage(
    slug: ClubSlug,
    club: Club,
    planInfo: PlanInfoAnswer['data'],
    config: AppConfig,
    locale?: Locale,
  ): Promise<PrerenderedPage>;
  renderClubPlacePage(
    page: ClubPage,
    planInfo: PlanInfoAnswer['data'],
    config: AppConfig,
    locale?: Locale,
  ): Promise<PrerenderedPage>;
}

/** Where the SPA's build puts the renderer; never served as a file (plugins/spa.ts). */
export const FIRST_PAGE_RENDERER_DIR = 'ssr';

/**
 * Before the first paint: with a stored session, `/` is the member's home and `/login` goes on to it; with a join in
 * progress in this tab (a club chosen), the wizard resumes it. Either way the prerendered page must not show (the
 * app starts at once instead, apps/web/src/boot.ts). The CSP allows this one inline script by hash.
 */
const SIGNED_IN_SCRIPT =
  'try{var h=document.documentElement.classList;' +
  `localStorage.getItem(${JSON.stringify(SESSION_TOKEN_STORAGE_KEY)})&&h.add(${JSON.stringify(FIRST_PAGE.signedInClass)});` +
  `JSON.parse(sessionStorage.getItem(${JSON.stringify(WIZARD_STORAGE_KEY)})||"{}").club&&h.add(${JSON.stringify(FIRST_PAGE.joinInProgressClass)})` +
  '}catch(e){}';
const HEAD =
  `<style>.${FIRST_PAGE.signedInClass} #${FIRST_PAGE.elementId},.${FIRST_PAGE.joinInProgressClass} #${FIRST_PAGE.elementId}{display:none}</style>` +
  `<script>${SIGNED_IN_SCRIPT}</script>`;
export const FIRST_PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SIGNED_IN_SCRIPT).digest('base64')}'`;

/** JSON inside <script type="application/json">: a '<' could end the element early. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export async function loadFirstPageRenderer(distDir: string): Promise<FirstPageRenderer | null> {
  const file = path.join(distDir, FIRST_PAGE_RENDERER_DIR, 'render.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as FirstPageRenderer;
}

/**
 * The renderer switches one translator to the page's language before it renders (apps/web's render.tsx): renders
 * run one at a time, so that two languages' renders never interleave.
 */
let renders: Promise<unknown> = Promise.resolve();

function oneAtATime(render: () => Promise<PrerenderedPage>): Promise<PrerenderedPage> {
  const next = renders.then(render);
  renders = next.catch(() => undefined);
  return next;
}

/**
 * index.html (settings and language already in, docs/decisions/0039) with a page the renderer made: the markup, and
 * the data it shows for the app to take over with.
 */
export async function prerenderedHtml(indexHtml: string, render: () => Promise<PrerenderedPage>): Promise<string> {
  const { markup, queries } = await oneAtATime(render);
  return indexHtml
    .replace('</head>', `${HEAD}</head>`)
    .replace(
      '<!--first-page-->',
      `<div id="${FIRST_PAGE.elementId}">${markup}</div>` +
        (queries.length === 0
          ? ''
          : `<script type="application/json" id="${FIRST_PAGE.dataElementId}">${jsonForScript(queries)}</script>`),
    );
}

/**
 * A club's page as the app shows it at its path: the club and its plans, as GET /clubs/:name and
 * get-location-plans-details answer them.
 */
interface ClubPageData {
  club: Club;
  planInfo: PlanInfoAnswer['data'];
}

/** Where the prerendered pages' data comes from: the same services the routes answer from (app.ts). */
export interface PrerenderSources {
  /** Read at each request: part of it (the billing frame's origin) is known only after listen. */
  appConfig: () => AppConfig;
  /** The clubs `/` lists before the visitor gives a position (the first sort-locations answer). */
  firstPageClubs: () => Promise<Club[]>;
  /** A club's page at its path; null when the club cannot be shown (the app then says so itself). */
  clubPage: (slug: ClubSlug) => Promise<ClubPageData | null>;
  /** A club's own page (/locations/{slug}); null when the club cannot be shown (the app then says so itself). */
  clubPlacePage: (slug: ClubSlug) => Promise<ClubPlaceData | null>;
  /** Where people reach the app (PUBLIC_URL): a club page's canonical address and its structured data's. */
  publicUrl: string;
  /** A picture's URL as the prerendered page gives it: a small one inline (inline-assets.ts), by default itself. */
  picture?: (url: string) => string;
}

/** What a prerendered page shows besides the settings, how it is rendered, and its own head if it has one. */
export interface Prerendering {
  shows: unknown;
  render: () => Promise<PrerenderedPage>;
  head?: (indexHtml: string) => string;
}

/** How the page at `pathName` is prerendered in `locale`; null: the app's page instead. */
export async function prerendering(
  pathName: PrerenderedPath,
  render: FirstPageRenderer,
  locale: Locale,
  sources: PrerenderSources,
): Promise<Prerendering | null> {
  const config = sources.appConfig();
  if (pathName === '/') {
    const clubs = await sources.firstPageClubs();
    return { shows: clubs, render: () => render.renderFirstPage(clubs, config, locale) };
  }
  if (pathName === '/login') return { shows: null, render: () => render.renderLoginPage(config, locale) };
  if (isClubPlacePath(pathName)) {
    const place = await sources.clubPlacePage(pathName.slice(CLUB_PLACE_PATH_PREFIX.length) as ClubSlug);
    if (!place) return null;
    const { page, planInfo } = clubPlaceAsShown(place);
    // The page paints its picture with its first paint (inline-assets.ts); search engines get its address.
    const { club } = page;
    const picture = sources.picture ?? ((url: string) => url);
    const pictured = {
      ...page,
      club: { ...club, olsBgMobile: picture(club.olsBgMobile), olsBgDesktop: picture(club.olsBgDesktop) },
    };
    return {
      shows: { page, planInfo },
      head: (html) => withClubPlaceHead(html, page, { brand: config.brandName, origin: sources.publicUrl, locale }),
      render: () => render.renderClubPlacePage(pictured, planInfo, config, locale),
    };
  }
  const slug = pathName.slice(1) as ClubSlug;
  const page = await sources.clubPage(slug);
  if (!page) return null;
  return { shows: page, render: () => render.renderClubPage(slug, page.club, page.planInfo, config, locale) };
}
