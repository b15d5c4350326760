import { dateFormat } from '../../../lib/i18n/intl';

const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
};

// A club day is a calendar date (YYYY-MM-DD), not a moment: read and shown in UTC so no zone moves it.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'Mar 18' for 2031-03-18 ('18 mar' in Spanish). */
export const formatShortDay = (day: string) => dateFormat(SHORT_DAY).format(asDate(day));
/** 'Tuesday, March 18, 2031' ('martes, 18 de marzo de 2031'). */
export const formatLongDay = (day: string) => dateFormat(LONG_DAY).format(asDate(day));
