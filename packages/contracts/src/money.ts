import * as z from 'zod/mini';
import { type CalendarDate, clubToday, toIsoDate } from './personal-info';

/**
 * Money is integer cents in code and in the database; currency strings ('$1,234.56') exist only on the
 * wire (decisions.md item 4). Dates are calendar days in the clubs' time zone, America/Los_Angeles
 * (decisions.md item 5).
 */

function assertCents(cents: number, what = 'an amount'): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} must be a whole number of cents, not ${cents}`);
}

/** 123456 -> '$1,234.56'; 4999 -> '$49.99'; -150 -> '-$1.50'. Integer arithmetic only, no floats. */
export function formatCurrency(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = String(Math.trunc(absolute / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A currency string as the API writes and reads it: an optional minus, '$', grouped or plain dollars, 0-2 decimals. */
export const CURRENCY_PATTERN = /^(-?)\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads a wire currency string into cents: '$1,234.56' -> 123456, '$49.99' -> 4999, '49.9' -> 4990, '$0' -> 0.
 * Leading and trailing spaces are ignored; anything else that is not such a string gives null.
 */
export function parseCurrency(value: string): number | null {
  const match = CURRENCY_PATTERN.exec(value.trim());
  if (!match) return null;
  const dollars = (match[2] ?? '').replace(/,/g, '');
  const cents = Number(dollars) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] === '-' && cents !== 0 ? -cents : cents;
}

/** A '$49.99'-style string in a request or answer schema. */
export const currencyStringSchema = z.string().check(z.regex(CURRENCY_PATTERN, 'Invalid amount'));

/** An amount as the membership pages show it: the currency string and the cents it says (decisions.md item 4). */
export const moneySchema = z.object({ amount: z.string(), amountCents: z.int() });
export type Money = z.infer<typeof moneySchema>;

/** The amount of `cents` as `moneySchema` has it, formatted once here. */
export const moneyOf = (cents: number): Money => ({ amount: formatCurrency(cents), amountCents: cents });

/** Days in a month of the Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar day plus (or minus) whole days. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The first month's dues for a membership starting on `start`: monthly x days left in the month counting
 * `start` / days in the month, rounded to the nearest cent with halves rounded up. Exact: the division is
 * done on integers, so 0.5 of a cent is never lost to binary floating point.
 */
export function proratedFirstMonthCents(monthlyCents: number, start: CalendarDate): number {
  assertCents(monthlyCents, 'the monthly price');
  if (monthlyCents < 0) throw new RangeError('the monthly price cannot be negative');
  const total = daysInMonth(start.year, start.month);
  const left = total - start.day + 1;
  const numerator = monthlyCents * left;
  const whole = Math.floor(numerator / total);
  const remainder = numerator - whole * total;
  return 2 * remainder >= total ? whole + 1 : whole;
}

/** What a monthly membership costs to start (decisions.md item 5); all amounts in cents. */
export interface MembershipDues {
  /** The day the membership starts: today in America/Los_Angeles, YYYY-MM-DD. */
  startDate: string;
  /** The rest of this month, counting today. */
  proratedCents: number;
  /** One monthly price, paid now for the last month. */
  lastMonthCents: number;
  monthlyCents: number;
  /** Due today: prorated + last month. */
  totalCents: number;
}

/** The dues of a monthly membership bought at `now`, which starts today in the clubs' time zone. */
export function membershipDues(monthlyCents: number, now: Date = new Date()): MembershipDues {
  const today = clubToday(now);
  const proratedCents = proratedFirstMonthCents(monthlyCents, today);
  return {
    startDate: toIsoDate(today),
    proratedCents,
    lastMonthCents: monthlyCents,
    monthlyCents,
    totalCents: proratedCents + monthlyCents,
  };
}

/** A pass's validity, both days included, YYYY-MM-DD in the clubs' time zone. */
export interface PassValidity {
  starting: string;
  ending: string;
}

/**
 * A pass bought at `now` is valid from today for `validityDays` calendar days, both ends included:
 * a 10-day pass bought on March 1 runs from 2028-03-01 to 2028-03-10.
 */
export function passValidity(validityDays: number, now: Date = new Date()): PassValidity {
  if (!Number.isInteger(validityDays) || validityDays < 1) {
    throw new RangeError(`a pass is valid for a whole number of days (1 or more), not ${validityDays}`);
  }
  const today = clubToday(now);
  return { starting: toIsoDate(today), ending: toIsoDate(addDays(today, validityDays - 1)) };
}
