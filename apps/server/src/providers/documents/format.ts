import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import type { MembershipDues, PassValidity } from '@gym/contracts/money';

/** What was bought: a monthly membership with its dues, or a pass with its price and validity. */
export type Purchase =
  ({ kind: 'membership' } & MembershipDues) | ({ kind: 'pass'; priceCents: number } & PassValidity);

export function totalCents(purchase: Purchase): number {
  return purchase.kind === 'membership' ? purchase.totalCents : purchase.priceCents;
}

/** The months' names, January first (the billing calendar names periods with them too). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2025-01-15' -> 'January 15, 2025'; anything else is shown as given. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : isoDate;
}

const instantFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'long',
});

/** A moment on the clubs' clock with its zone: 'January 15, 2025 at 10:00:00 AM PST'. */
export function formatInstant(moment: Date): string {
  return instantFormat.format(moment);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: CLUB_TIME_ZONE, dateStyle: 'long' });

/** The calendar day of a moment on the clubs' clock: 'January 15, 2025'. */
export function formatDay(moment: Date): string {
  return dayFormat.format(moment);
}

/** The term in words: 'Month to month, starting January 15, 2025' or 'March 1, 2028 to March 10, 2028 (10 days)'. */
export function describeTerm(purchase: Purchase): string {
  if (purchase.kind === 'membership') return `Month to month, starting ${formatCalendarDate(purchase.startDate)}`;
  const days = Math.round((Date.parse(purchase.ending) - Date.parse(purchase.starting)) / 86_400_000) + 1;
  const length = Number.isFinite(days) ? ` (${days} day${days === 1 ? '' : 's'})` : '';
  return `${formatCalendarDate(purchase.starting)} to ${formatCalendarDate(purchase.ending)}${length}`;
}
