import { describe, expect, it } from 'vitest';
import {
  addDays,
  currencyStringSchema,
  daysInMonth,
  formatCurrency,
  membershipDues,
  parseCurrency,
  passValidity,
  proratedFirstMonthCents,
} from './money';

/** An instant given as UTC, so that every test says exactly which moment it means. */
const utc = (iso: string) => new Date(`${iso}Z`);

describe('formatCurrency', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [50, '$0.50'],
    [4999, '$49.99'],
    [100_000, '$1,000.00'],
    [123_456, '$1,234.56'],
    [99_999_999, '$999,999.99'],
    [100_000_000, '$1,000,000.00'],
    [-150, '-$1.50'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatCurrency(cents)).toBe(text);
  });

  it('refuses fractions of a cent and non-numbers', () => {
    expect(() => formatCurrency(49.99)).toThrow(RangeError);
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError);
    expect(() => formatCurrency(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('parseCurrency', () => {
  it.each([
    ['$49.99', 4999],
    ['$1,234.56', 123_456],
    ['$1,000,000.00', 100_000_000],
    ['$0.05', 5],
    ['$0', 0],
    ['49.9', 4990],
    ['1234.5', 123_450],
    ['  $88.99 ', 8899],
    ['-$1.50', -150],
  ])('%s -> %i cents', (text, cents) => {
    expect(parseCurrency(text)).toBe(cents);
  });

  it.each(['', '$', '49.999', '$1,23.00', '$12,34', '$ 5', 'abc', '1e3', '$49.99.1', '$,100', '+$5', '$-5'])(
    '%j is not a currency string',
    (text) => {
      expect(parseCurrency(text)).toBeNull();
    },
  );

  it('reads back what formatCurrency writes', () => {
    for (const cents of [0, 1, 99, 100, 4999, 8899, 10_899, 123_456, 987_654_321, -4999]) {
      expect(parseCurrency(formatCurrency(cents))).toBe(cents);
    }
  });

  it('has a schema for wire strings', () => {
    expect(currencyStringSchema.safeParse('$1,234.56').success).toBe(true);
    expect(currencyStringSchema.safeParse('1,234.567').success).toBe(false);
  });
});

describe('calendar helpers', () => {
  it('knows month lengths, leap years included', () => {
    expect(daysInMonth(2025, 1)).toBe(31);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('adds days across month and year ends', () => {
    expect(addDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addDays({ year: 2027, month: 2, day: 28 }, 1)).toEqual({ year: 2027, month: 3, day: 1 });
    expect(addDays({ year: 2025, month: 12, day: 31 }, 1)).toEqual({ year: 2026, month: 1, day: 1 });
  });
});

describe('proratedFirstMonthCents', () => {
  const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

  it('charges the full month on the 1st', () => {
    expect(proratedFirstMonthCents(4999, day(2025, 1, 1))).toBe(4999);
    expect(proratedFirstMonthCents(4999, day(2027, 2, 1))).toBe(4999);
  });

  it('charges one day on the last day: 31, 30, 29 and 28-day months', () => {
    expect(proratedFirstMonthCents(4999, day(2025, 1, 31))).toBe(161); // 49.99 / 31 = 1.6125...
    expect(proratedFirstMonthCents(4999, day(2025, 4, 30))).toBe(167); // 49.99 / 30 = 1.6663...
    expect(proratedFirstMonthCents(4999, day(2028, 2, 29))).toBe(172); // 49.99 / 29 = 1.7237...
    expect(proratedFirstMonthCents(4999, day(2027, 2, 28))).toBe(179); // 49.99 / 28 = 1.7853...
  });

  it('counts today in the days left: the 15th of a 31-day month leaves 17 of 31', () => {
    expect(proratedFirstMonthCents(6200, day(2025, 1, 15))).toBe(3400);
    expect(proratedFirstMonthCents(4999, day(2025, 1, 15))).toBe(2741); // 2741.387...
  });

  it('uses 29 days for February in a leap year and 28 otherwise', () => {
    expect(proratedFirstMonthCents(5800, day(2028, 2, 15))).toBe(3000); // 15 of 29
    expect(proratedFirstMonthCents(5600, day(2027, 2, 15))).toBe(2800); // 14 of 28
    expect(proratedFirstMonthCents(4999, day(2028, 2, 15))).toBe(2586); // 2585.68...
    expect(proratedFirstMonthCents(4999, day(2027, 2, 15))).toBe(2500); // 2499.5, half up
  });

  it('rounds half a cent up and less than half down', () => {
    expect(proratedFirstMonthCents(4999, day(2025, 4, 16))).toBe(2500); // 15 of 30: 2499.5
    expect(proratedFirstMonthCents(1, day(2025, 4, 16))).toBe(1); // 0.5
    expect(proratedFirstMonthCents(1, day(2025, 4, 17))).toBe(0); // 14 of 30: 0.4666...
    expect(proratedFirstMonthCents(8899, day(2025, 6, 21))).toBe(2966); // 10 of 30: 2966.33...
    expect(proratedFirstMonthCents(8899, day(2025, 6, 11))).toBe(5933); // 20 of 30: 5932.66...
  });

  it('matches a BigInt reference for every day of months of each length', () => {
    const reference = (monthly: number, left: number, total: number) =>
      Number((2n * BigInt(monthly) * BigInt(left) + BigInt(total)) / (2n * BigInt(total)));
    for (const [year, month] of [
      [2025, 1],
      [2025, 4],
      [2027, 2],
      [2028, 2],
    ] as const) {
      const total = daysInMonth(year, month);
      for (let d = 1; d <= total; d += 1) {
        for (const monthly of [0, 1, 99, 4999, 8899, 10_899, 123_457, 999_999_999]) {
          expect(proratedFirstMonthCents(monthly, day(year, month, d))).toBe(reference(monthly, total - d + 1, total));
        }
      }
    }
  });

  it('refuses negative or fractional prices', () => {
    expect(() => proratedFirstMonthCents(-1, day(2025, 1, 1))).toThrow(RangeError);
    expect(() => proratedFirstMonthCents(49.99, day(2025, 1, 1))).toThrow(RangeError);
  });
});

describe('membershipDues', () => {
  it('adds one monthly price for the last month to the prorated first month', () => {
    // 2025-01-15 10:00 in Los Angeles.
    expect(membershipDues(4999, utc('2025-01-15T18:00:00'))).toEqual({
      startDate: '2025-01-15',
      proratedCents: 2741,
      lastMonthCents: 4999,
      monthlyCents: 4999,
      totalCents: 7740,
    });
  });

  it('starts on the 1st with a full month: twice the monthly price', () => {
    expect(membershipDues(8899, utc('2025-03-01T17:00:00'))).toMatchObject({
      startDate: '2025-03-01',
      proratedCents: 8899,
      totalCents: 17_798,
    });
  });

  it('is still today in Los Angeles when UTC has already moved to the next day', () => {
    // 2025-02-01 03:00 UTC is 2025-01-31 19:00 PST: the last day of January, one day of 31.
    expect(membershipDues(4999, utc('2025-02-01T03:00:00'))).toMatchObject({
      startDate: '2025-01-31',
      proratedCents: 161,
      totalCents: 5160,
    });
    // New Year's Eve in Los Angeles is already New Year's Day in UTC.
    expect(membershipDues(3100, utc('2025-01-01T07:59:59'))).toMatchObject({
      startDate: '2024-12-31',
      proratedCents: 100,
    });
    expect(membershipDues(3100, utc('2025-01-01T08:00:00'))).toMatchObject({
      startDate: '2025-01-01',
      proratedCents: 3100,
    });
  });

  it('changes day at local midnight on the day clocks spring forward (2025-03-09, PST -> PDT)', () => {
    expect(membershipDues(3100, utc('2025-03-09T07:59:59')).startDate).toBe('2025-03-08'); // 23:59:59 PST
    expect(membershipDues(3100, utc('2025-03-09T08:00:00')).startDate).toBe('2025-03-09'); // 00:00 PST
    expect(membershipDues(3100, utc('2025-03-09T10:30:00')).startDate).toBe('2025-03-09'); // 03:30 PDT
    // After the change the offset is -7: 06:59:59 UTC is still the 9th, 07:00 UTC is the 10th.
    expect(membershipDues(3100, utc('2025-03-10T06:59:59'))).toMatchObject({
      startDate: '2025-03-09',
      proratedCents: 2300, // 23 of 31
    });
    expect(membershipDues(3100, utc('2025-03-10T07:00:00'))).toMatchObject({
      startDate: '2025-03-10',
      proratedCents: 2200,
    });
  });

  it('changes day at local midnight on the day clocks fall back (2025-11-02, PDT -> PST)', () => {
    // 06:59:59 UTC is 23:59:59 PDT on November 1st: the 1st, so the whole month.
    expect(membershipDues(3000, utc('2025-11-02T06:59:59'))).toMatchObject({
      startDate: '2025-11-01',
      proratedCents: 3000,
    });
    expect(membershipDues(3000, utc('2025-11-02T07:00:00')).startDate).toBe('2025-11-02'); // 00:00 PDT
    expect(membershipDues(3000, utc('2025-11-02T09:30:00')).startDate).toBe('2025-11-02'); // 01:30 PST, the second time
    // After the change the offset is -8: 07:59:59 UTC on the 3rd is still the 2nd.
    expect(membershipDues(3000, utc('2025-11-03T07:59:59'))).toMatchObject({
      startDate: '2025-11-02',
      proratedCents: 2900,
    });
    expect(membershipDues(3000, utc('2025-11-03T08:00:00')).startDate).toBe('2025-11-03');
  });

  it('prorates February by its own length in leap and other years', () => {
    expect(membershipDues(2900, utc('2028-02-29T20:00:00'))).toMatchObject({
      startDate: '2028-02-29',
      proratedCents: 100,
      totalCents: 3000,
    });
    expect(membershipDues(2800, utc('2027-02-28T20:00:00'))).toMatchObject({
      startDate: '2027-02-28',
      proratedCents: 100,
    });
    // 2028-03-01 05:00 UTC is still February 29th in Los Angeles.
    expect(membershipDues(2900, utc('2028-03-01T05:00:00')).startDate).toBe('2028-02-29');
  });
});

describe('passValidity', () => {
  it('runs for the given number of days, today included', () => {
    expect(passValidity(10, utc('2028-03-01T20:00:00'))).toEqual({ starting: '2028-03-01', ending: '2028-03-10' });
    expect(passValidity(1, utc('2028-03-01T20:00:00'))).toEqual({ starting: '2028-03-01', ending: '2028-03-01' });
  });

  it('crosses month and year ends, February by the year', () => {
    expect(passValidity(10, utc('2028-02-25T20:00:00'))).toEqual({ starting: '2028-02-25', ending: '2028-03-05' });
    expect(passValidity(10, utc('2027-02-25T20:00:00'))).toEqual({ starting: '2027-02-25', ending: '2027-03-06' });
    expect(passValidity(10, utc('2025-12-28T20:00:00'))).toEqual({ starting: '2025-12-28', ending: '2026-01-06' });
  });

  it('starts today in Los Angeles', () => {
    expect(passValidity(10, utc('2025-01-01T03:00:00'))).toEqual({ starting: '2024-12-31', ending: '2025-01-09' });
  });

  it('refuses a validity that is not a positive whole number of days', () => {
    expect(() => passValidity(0)).toThrow(RangeError);
    expect(() => passValidity(1.5)).toThrow(RangeError);
  });
});
