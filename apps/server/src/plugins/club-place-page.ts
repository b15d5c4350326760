import type { ClubPage } from '@gym/contracts/club-page';
import type { Locale } from '@gym/contracts/i18n/locales';
import type { PlanInfoAnswer } from '@gym/contracts/plans';
import { defineCatalog } from '../lib/i18n/translator';
import { healthClubData, jsonForScript } from './club-structured-data';

/** A club's own page as the prerender shows it: GET /clubs/page/:slug's answer, and its plans as the join's. */
export interface ClubPlaceData {
  page: ClubPage;
  planInfo: PlanInfoAnswer['data'];
}

/** The page's words for search results and the tab: its title and description, in the page's language. */
const clubPlaceText = defineCatalog(
  {
    'page.clubPlace.title': '{club} gym in {city} · {brand}',
    'page.clubPlace.description':
      '{club} gym at {street}, {city}: opening hours, how busy it is now, rooms, amenities, trainers and ' +
      'memberships. Join online in a few minutes.',
  },
  {
    'page.clubPlace.title': 'Gimnasio {club} en {city} · {brand}',
    'page.clubPlace.description':
      'Gimnasio {club} en {street}, {city}: horario, cuánta gente hay ahora, salas, servicios, entrenadores y ' +
      'membresías. Inscríbase en línea en pocos minutos.',
  },
);

/**
 * What the page shows, as the prerendered page's cache compares it (plugins/spa.ts): the moment of the busy
 * estimate to the hour, so that the page is rendered again when the count, the level, the hour marked or the day
 * changes (the hours' 'Today', 'opens tomorrow'), not on every estimate.
 */
export function clubPlaceAsShown({ page, planInfo }: ClubPlaceData): ClubPlaceData {
  const hour = new Date(page.busy.at);
  hour.setUTCMinutes(0, 0, 0);
  return { page: { ...page, busy: { ...page.busy, at: hour.toISOString() } }, planInfo };
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * index.html (settings and language already in) as a club's page: its own title and description, its canonical
 * address, and the club as schema.org data (JSON-LD, which browsers do not run: the CSP's script-src is not asked).
 */
export function withClubPlaceHead(
  indexHtml: string,
  page: ClubPage,
  { brand, origin, locale }: { brand: string; origin: string; locale: Locale },
): string {
  const values = { club: page.club.displayName, city: page.address.city, street: page.address.street, brand };
  const title = escapeText(clubPlaceText.t(locale, 'page.clubPlace.title', values));
  const description = escapeText(clubPlaceText.t(locale, 'page.clubPlace.description', values));
  const data = healthClubData(page, origin);
  const head =
    `<link rel="canonical" href="${escapeText(data.url)}">` +
    `<script type="application/ld+json">${jsonForScript(data)}</script>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, before: string, after: string) => `${before}${description}${after}`,
    )
    .replace('</head>', () => `${head}</head>`);
}
