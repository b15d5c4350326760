import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  isLocale,
  preferredLocale,
} from '@gym/contracts/i18n/locales';
import { ACCOUNT_LANGUAGE_PATH } from '@gym/contracts/i18n/account-language';
import { apiRequest } from '../api-client';
import { getSession } from '../session';
import { activateLocale } from './i18n';
import * as z from 'zod/mini';

/** The visitor's remembered choice, from the cookie the server reads too. */
function rememberedLocale(): Locale | undefined {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : undefined;
}

/** The language to start in: the one chosen before on this browser, else the browser's own preference. */
export function startingLocale(): Locale {
  return rememberedLocale() ?? preferredLocale(navigator.languages ?? [navigator.language]);
}

/**
 * The visitor picks a language: the screen changes at once (nothing typed is lost: only the words change), the
 * choice is remembered on this browser, and a signed-in member's account keeps it for e-mails and documents.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  await activateLocale(locale);
  if (getSession()) {
    // The account's copy is for later e-mails; the screen has changed already, so a failure here says nothing.
    await apiRequest(ACCOUNT_LANGUAGE_PATH, { method: 'PUT', body: { locale }, schema: z.unknown() }).catch(
      () => undefined,
    );
  }
}
