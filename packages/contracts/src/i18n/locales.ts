/**
 * The languages the product speaks (docs/decisions/0039). English is the specification's; Spanish is a translation
 * of it. One word for each: `Locale` is 'en' or 'es' everywhere (catalogs, the cookie, the account, Accept-Language
 * we send); `INTL_LOCALE` is what Intl formats dates, money and plurals with.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** United States Spanish: dates as "24 de noviembre de 2026", money as "$49.99", like the members' bank statements. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language named in itself, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The remembered choice: a cookie, so the server renders the first page in it before any script runs. */
export const LOCALE_COOKIE = 'lang';
/** One year: a choice is a preference, not a session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The product's language for a language tag ('es-MX' → 'es'), or undefined when it speaks none of it. */
export function localeOfTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/** The first of the visitor's languages, in their order of preference, that the product speaks. */
export function preferredLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's tags by quality, highest first (RFC 9110 section 12.5.4); q=0 means "not this". */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
