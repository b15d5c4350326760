import { intlLocale } from '../../../lib/i18n/i18n';
import { dateFormat } from '../../../lib/i18n/intl';

/** Monday first, as a week of work reads (0 is Sunday, as the hours are stored). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** 'Monday' ('Lunes') for 1: 4 January 2026 was a Sunday. */
export function weekdayName(weekday: number): string {
  const name = dateFormat({ timeZone: 'UTC', weekday: 'long' }).format(new Date(Date.UTC(2026, 0, 4 + weekday)));
  return name.charAt(0).toLocaleUpperCase(intlLocale()) + name.slice(1);
}
