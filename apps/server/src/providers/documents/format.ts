import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { INTL_LOCALE, type Locale } from '@gym/contracts/i18n/locales';
import type { MembershipDues, PassValidity } from '@gym/contracts/money';
import { defineCatalog } from '../../lib/i18n/translator';

/** What was bought: a monthly membership with its dues, or a pass with its price and validity. */
export type Purchase =
  ({ kind: 'membership' } & MembershipDues) | ({ kind: 'pass'; priceCents: number } & PassValidity);

export function totalCents(purchase: Purchase): number {
  return purchase.kind === 'membership' ? purchase.totalCents : purchase.priceCents;
}

/** The months' names, January first (the billing calendar names periods with them too). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Dates in a document's or an e-mail's language (docs/decisions/0039): English as the specification writes them,
 * other languages by Intl with their INTL_LOCALE ('15 de enero de 2025' in es-US). Formatters are made once.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
    formatters.set(key, format);
  }
  return format;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2025-01-15' -> 'January 15, 2025' ('15 de enero de 2025'); anything else is shown as given. */
export function formatCalendarDate(isoDate: string, locale: Locale = 'en'): string {
  const match = CALENDAR_DATE.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  if (locale === 'en') return `${month} ${Number(match[3])}, ${match[1]}`;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateFormat(locale, { timeZone: 'UTC', dateStyle: 'long' }).format(day);
}

/** '2026-12-01' -> 'December 2026' ('diciembre de 2026'): a billing period by its month. */
export function formatMonth(isoDate: string, locale: Locale = 'en'): string {
  const match = CALENDAR_DATE.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  if (locale === 'en') return `${month} ${Number(match[1])}`;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(day);
}

/** A moment on the clubs' clock with its zone: 'January 15, 2025 at 10:00:00 AM PST'. */
export function formatInstant(moment: Date, locale: Locale = 'en'): string {
  return dateFormat(locale, { timeZone: CLUB_TIME_ZONE, dateStyle: 'long', timeStyle: 'long' }).format(moment);
}

/** The calendar day of a moment on the clubs' clock: 'January 15, 2025'. */
export function formatDay(moment: Date, locale: Locale = 'en'): string {
  return dateFormat(locale, { timeZone: CLUB_TIME_ZONE, dateStyle: 'long' }).format(moment);
}

const termText = defineCatalog(
  {
    'documents.term.monthly': 'Month to month, starting {start}',
    'documents.term.pass': '{starting} to {ending}',
    'documents.term.passDays': '{starting} to {ending} ({days, plural, one {# day} other {# days}})',
  },
  {
    'documents.term.monthly': 'Mes a mes, a partir del {start}',
    'documents.term.pass': 'Del {starting} al {ending}',
    'documents.term.passDays': 'Del {starting} al {ending} ({days, plural, one {# día} other {# días}})',
  },
);

/** The term in words: 'Month to month, starting January 15, 2025' or 'March 1, 2028 to March 10, 2028 (10 days)'. */
export function describeTerm(purchase: Purchase, locale: Locale = 'en'): string {
  if (purchase.kind === 'membership') {
    return termText.t(locale, 'documents.term.monthly', { start: formatCalendarDate(purchase.startDate, locale) });
  }
  const days = Math.round((Date.parse(purchase.ending) - Date.parse(purchase.starting)) / 86_400_000) + 1;
  const dates = {
    starting: formatCalendarDate(purchase.starting, locale),
    ending: formatCalendarDate(purchase.ending, locale),
  };
  return Number.isFinite(days)
    ? termText.t(locale, 'documents.term.passDays', { ...dates, days })
    : termText.t(locale, 'documents.term.pass', dates);
}
