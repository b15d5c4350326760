import { intlLocale } from './i18n';

/**
 * Dates, numbers and money in the language shown (en-US or es-US), through Intl. Formatters are costly to make and
 * cheap to use: one per language and options, kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, options: object, make: () => F): F {
  const key = `${kind}|${intlLocale()}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', options, () => new Intl.DateTimeFormat(intlLocale(), options));
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', options, () => new Intl.NumberFormat(intlLocale(), options));
}

/** US dollars from cents: "$49.99" in both languages (es-US writes dollars as the members' banks do). */
export function formatMoneyCents(cents: number): string {
  return numberFormat({ style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** US dollars from a decimal amount (plans are priced in dollars). */
export function formatDollars(amount: number): string {
  return numberFormat({ style: 'currency', currency: 'USD' }).format(amount);
}

const languageNames = new Map<string, Intl.DisplayNames>();
const listFormats = new Map<string, Intl.ListFormat>();

/** A language's name from its code, in the language shown: 'Spanish' for 'es' ('español' in Spanish). */
export function languageName(code: string): string {
  let names = languageNames.get(intlLocale());
  if (!names) {
    names = new Intl.DisplayNames(intlLocale(), { type: 'language' });
    languageNames.set(intlLocale(), names);
  }
  return names.of(code) ?? code;
}

/** 'Spanish and English' ('español e inglés'). */
export function listFormat(items: readonly string[]): string {
  let format = listFormats.get(intlLocale());
  if (!format) {
    format = new Intl.ListFormat(intlLocale(), { type: 'conjunction' });
    listFormats.set(intlLocale(), format);
  }
  return format.format(items);
}

/** A component that formats but shows no message re-renders on a change of language with useLocale (./i18n). */
