import { dayFromToday, longDate } from '../../../lib/schedule-days';
import type { Translate } from '../../../lib/i18n/catalog';
import type { ClassRosterTextId } from '../i18n';

/** 'Today · Tuesday, March 10', 'Tomorrow · Wednesday, March 11', then 'Thursday, March 12'. */
export function dayHeading(t: Translate<ClassRosterTextId>, day: string, today: string): string {
  const date = longDate(day);
  switch (dayFromToday(day, today)) {
    case 'today':
      return t('class-roster.day.today', { date });
    case 'tomorrow':
      return t('class-roster.day.tomorrow', { date });
    default:
      return date;
  }
}
