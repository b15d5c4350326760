import type { Locale } from '@gym/contracts/i18n/locales';

/** A moment on the club's clock in words of the member's language: 'Tuesday, December 1 at 6:00 AM'. */
export function classWhen(moment: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(moment);
}
