import { addDays } from '@gym/contracts/club-days';
import { intlLocale } from './i18n/i18n';
import { dateFormat } from './i18n/intl';

/**
 * The schedule's days (club days, YYYY-MM-DD) in words, formatted in UTC so that the browser's zone never moves
 * them: the strip's 'Sat' and 'Nov 28', the list's 'Saturday, November 28' ('sáb', '28 nov', 'sábado, 28 de
 * noviembre' in Spanish, each starting with a capital as a label does).
 */

const noon = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

function capitalized(text: string): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale()) + text.slice(1);
}

/** The `count` days from `from`. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** 'Sat' for the strip. */
export function shortWeekday(isoDay: string): string {
  return capitalized(dateFormat({ timeZone: 'UTC', weekday: 'short' }).format(noon(isoDay)));
}

/** 'Nov 28' for the strip. */
export function shortDate(isoDay: string): string {
  return dateFormat({ timeZone: 'UTC', month: 'short', day: 'numeric' }).format(noon(isoDay));
}

/** 'Saturday, November 28' for the day's list. */
export function longDate(isoDay: string): string {
  return capitalized(
    dateFormat({ timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(noon(isoDay)),
  );
}

/** Where a day stands from the club's today. */
export function dayFromToday(isoDay: string, today: string): 'today' | 'tomorrow' | 'later' {
  if (isoDay === today) return 'today';
  return isoDay === addDays(today, 1) ? 'tomorrow' : 'later';
}
