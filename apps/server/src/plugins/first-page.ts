import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '@gym/contracts/app-config';
import type { Club } from '@gym/contracts/clubs';
import { FIRST_PAGE, SESSION_TOKEN_STORAGE_KEY } from '@gym/contracts/first-page';
import type { Locale } from '@gym/contracts/i18n/locales';

/** The SPA build's server-side renderer of the prerendered pages (apps/web/src/app/first-page/render.tsx). */
export interface FirstPageRenderer {
  renderFirstPage(clubs: Club[], config: AppConfig, locale?: Locale): Promise<string>;
  renderLoginPage(config: AppConfig, locale?: Locale): Promise<string>;
}

/** Where the SPA's build puts the renderer; never served as a file (plugins/spa.ts). */
export const FIRST_PAGE_RENDERER_DIR = 'ssr';

/**
 * Before the first paint: with a stored session, `/` is the member's home and `/login` goes on to it, so the
 * visitor's prerendered page must not show (the app starts at once instead, apps/web/src/boot.ts). The CSP allows this one inline script by hash.
 */
const SIGNED_IN_SCRIPT = `try{localStorage.getItem(${JSON.stringify(SESSION_TOKEN_STORAGE_KEY)})&&document.documentElement.classList.add(${JSON.stringify(FIRST_PAGE.signedInClass)})}catch(e){}`;
const HEAD = `<style>.${FIRST_PAGE.signedInClass} #${FIRST_PAGE.elementId}{display:none}</style><script>${SIGNED_IN_SCRIPT}</script>`;
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

function oneAtATime(render: () => Promise<string>): Promise<string> {
  const next = renders.then(render);
  renders = next.catch(() => undefined);
  return next;
}

/** index.html (settings and language already in) with a prerendered page in it, and the data it was rendered with. */
function withPrerendered(indexHtml: string, markup: string, data?: unknown): string {
  return indexHtml
    .replace('</head>', `${HEAD}</head>`)
    .replace(
      '<!--first-page-->',
      `<div id="${FIRST_PAGE.elementId}">${markup}</div>` +
        (data === undefined
          ? ''
          : `<script type="application/json" id="${FIRST_PAGE.dataElementId}">${jsonForScript(data)}</script>`),
    );
}

/**
 * `/` for a visitor as finished HTML (docs/decisions/0030): the location step rendered for these clubs in `locale`
 * (docs/decisions/0039), and the clubs themselves for the app to take over with.
 */
export async function firstPageHtml(
  renderer: FirstPageRenderer,
  indexHtml: string,
  clubs: Club[],
  config: AppConfig,
  locale: Locale = 'en',
): Promise<string> {
  const markup = await oneAtATime(() => renderer.renderFirstPage(clubs, config, locale));
  return withPrerendered(indexHtml, markup, clubs);
}

/** `/login` as finished HTML: the sign-in form in `locale`, which the app takes over with what was typed into it. */
export async function loginPageHtml(
  renderer: FirstPageRenderer,
  indexHtml: string,
  config: AppConfig,
  locale: Locale = 'en',
): Promise<string> {
  return withPrerendered(indexHtml, await oneAtATime(() => renderer.renderLoginPage(config, locale)));
}
