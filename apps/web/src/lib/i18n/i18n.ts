import { setupI18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale, isLocale } from '@gym/contracts/i18n/locales';

/**
 * The app's one translator (Lingui, docs/decisions/0039). English messages arrive with the code that shows them
 * (each catalog registers itself when its module loads, so a lazy page brings its own); Spanish arrives as one
 * lazy chunk, only when chosen. Catalogs are compiled at build time (vite.config.ts), so no message parser ships.
 */
export const i18n = setupI18n({ locale: DEFAULT_LOCALE, locales: [INTL_LOCALE[DEFAULT_LOCALE]], messages: { en: {} } });

let spanishLoaded: Promise<void> | undefined;

function loadSpanish(): Promise<void> {
  spanishLoaded ??= import('./spanish-catalog').then(({ spanishMessages }) => i18n.load('es', spanishMessages));
  return spanishLoaded;
}

/** The language the app shows now. */
export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The tag Intl formats with for the language shown (es-US, en-US). */
export function intlLocale(): string {
  return INTL_LOCALE[currentLocale()];
}

/**
 * Shows the app in `locale`: Spanish's catalog loads first (the screen changes once, complete). The page's lang
 * attribute follows, for screen readers and the browser's own translation offer.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (locale === 'es') await loadSpanish();
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const subscribe = (listener: () => void) => i18n.on('change', listener);
const snapshot = () => i18n.locale;

/** The language shown, re-rendering the component when it changes (no provider needed: there is one translator). */
export function useLocale(): string {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
