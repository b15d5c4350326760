import type { Locale } from '@gym/contracts/i18n/locales';

// Calendar arithmetic on club days is the contracts' (one for the server and the web app).
export { addDays } from '@gym/contracts/club-days';
import { defineCatalog } from '../../../lib/i18n/translator';
import { formatMonth } from '../../../providers/documents/format';

/**
 * The billing calendar (docs/decisions/0027): dues are billed per calendar month of the clubs' time zone, on
 * the 1st. Dates are club days as YYYY-MM-DD strings; a period is its month's first day.
 */

function parts(isoDate: string): [number, number, number] {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The billing period a day falls in: its month's first day. */
export function periodOf(isoDate: string): string {
  const [year, month] = parts(isoDate);
  return iso(year, month, 1);
}

/** The first day of the month after the day's month: when the next dues are billed. */
export function nextBillingDay(isoDate: string): string {
  const [year, month] = parts(isoDate);
  return month === 12 ? iso(year + 1, 1, 1) : iso(year, month + 1, 1);
}

/** 'December 2026' ('diciembre de 2026') for the period 2026-12-01. */
export function periodName(period: string, locale: Locale = 'en'): string {
  return formatMonth(period, locale);
}

const calendarText = defineCatalog(
  { 'billing.dues': 'Monthly dues, {month}', 'billing.freezeFee': 'Freeze fee, {month}' },
  { 'billing.dues': 'Cuota mensual, {month}', 'billing.freezeFee': 'Cargo por congelación, {month}' },
);

/** The ledger's text for a month's dues (stored in English; shown in the member's language). */
export const duesDescription = (period: string, locale: Locale = 'en') =>
  calendarText.t(locale, 'billing.dues', { month: periodName(period, locale) });

/** The ledger's text for a frozen month's fee. */
export const freezeFeeDescription = (period: string, locale: Locale = 'en') =>
  calendarText.t(locale, 'billing.freezeFee', { month: periodName(period, locale) });

/** True when a card (valid through the end of its expiry month) can no longer be charged on `billingDay`. */
export function expiresBefore(card: { expMonth: number; expYear: number }, billingDay: string): boolean {
  const [year, month] = parts(billingDay);
  return card.expYear * 12 + card.expMonth < year * 12 + month;
}
