import { dateFormat } from './i18n/intl';

/**
 * The days and times below are the clubs' own (a YYYY-MM-DD day, an HH:MM on the club clock), formatted in UTC so
 * that the browser's zone never moves them, in the language shown (lib/i18n/intl.ts).
 */
const DAY = { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' } as const;
const LONG_DAY = { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' } as const;
const TIME = { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hour12: true } as const;

/** 'Mon, Mar 10, 2025' for 2025-03-10 ('lun, 10 de mar de 2025' in Spanish). */
export function formatClubDay(isoDate: string): string {
  return dateFormat(DAY).format(new Date(`${isoDate}T00:00:00Z`));
}

/** '11:30 PM' for the club clock's 23:30 ('11:30 p.m.' in Spanish). */
export function formatClubTime(hoursAndMinutes: string): string {
  const [hours = 0, minutes = 0] = hoursAndMinutes.split(':').map(Number);
  // Browsers put a narrow no-break space before AM/PM: a plain one, as the club clock has always been written.
  return dateFormat(TIME)
    .format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
    .replace(/\s/g, ' ');
}

/** 'December 1, 2026' for 2026-12-01: a billing day, a membership's last day ('1 de diciembre de 2026'). */
export function formatLongClubDay(isoDate: string): string {
  return dateFormat(LONG_DAY).format(new Date(`${isoDate}T00:00:00Z`));
}
