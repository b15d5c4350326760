import type { IncomingHttpHeaders } from 'node:http';
import { LOCALE_COOKIE, type Locale, acceptLanguageTags, isLocale, preferredLocale } from '@gym/contracts/i18n/locales';

/** The `lang` cookie's language, when it names one the product speaks. */
export function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() !== LOCALE_COOKIE) continue;
    const locale = value.join('=').trim();
    if (isLocale(locale)) return locale;
  }
  return undefined;
}

/**
 * A request's language (docs/decisions/0039). API calls carry the app's language in Accept-Language (the SPA sends
 * it on every call); a page navigation (`cookieFirst`) takes the `lang` cookie the switcher set, before the
 * browser's preference. English when neither names a language the product speaks.
 */
export function requestLocale(headers: IncomingHttpHeaders, options: { cookieFirst?: boolean } = {}): Locale {
  const fromCookie = options.cookieFirst ? cookieLocale(headers.cookie) : undefined;
  return fromCookie ?? preferredLocale(acceptLanguageTags(headers['accept-language']));
}
