import { describe, expect, it } from 'vitest';
import { clubDateTime, clubDayStart, clubMoment, clubTodayIso, isCalendarDate } from './club-date';

describe('clubTodayIso', () => {
  it('is the date in America/Los_Angeles, not in UTC', () => {
    // 06:30 UTC on 1 March is still 28 February in California (PST, UTC-8).
    expect(clubTodayIso(new Date('2025-03-01T06:30:00Z'))).toBe('2025-02-28');
    expect(clubTodayIso(new Date('2025-03-01T08:30:00Z'))).toBe('2025-03-01');
    // Summer time: UTC-7.
    expect(clubTodayIso(new Date('2025-07-01T06:59:00Z'))).toBe('2025-06-30');
    expect(clubTodayIso(new Date('2025-07-01T07:00:00Z'))).toBe('2025-07-01');
  });

  it('pads month and day to two digits', () => {
    expect(clubTodayIso(new Date('2026-01-05T20:00:00Z'))).toBe('2026-01-05');
  });
});

describe('isCalendarDate', () => {
  it.each(['2025-02-28', '2024-02-29', '2025-12-31', '1900-01-01'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each(['2025-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '2025-04-31', '2025-4-1', 'today', ''])(
    'refuses %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('clubMoment', () => {
  it.each([
    ['2027-01-15', 6 * 60, '2027-01-15T14:00:00.000Z'],
    ['2027-07-15', 6 * 60, '2027-07-15T13:00:00.000Z'],
    // The clocks go forward at 2 a.m. on 14 March 2027 and back on 7 November: 6 a.m. stays 6 a.m.
    ['2027-03-14', 6 * 60, '2027-03-14T13:00:00.000Z'],
    ['2027-03-14', 60, '2027-03-14T09:00:00.000Z'],
    ['2027-11-07', 6 * 60, '2027-11-07T14:00:00.000Z'],
    ['2027-11-07', 23 * 60 + 30, '2027-11-08T07:30:00.000Z'],
    // 02:30 does not happen on 14 March 2027: the clock reads 03:30 then.
    ['2027-03-14', 2 * 60 + 30, '2027-03-14T10:30:00.000Z'],
  ])('%s at minute %i is %s', (day, minute, instant) => {
    expect(clubMoment(day, minute).toISOString()).toBe(instant);
  });
});

describe('a club in another time zone', () => {
  it('has its own day, midnight and wall clock', () => {
    const zone = 'America/New_York';
    expect(clubTodayIso(new Date('2027-03-14T05:30:00Z'), zone)).toBe('2027-03-14');
    expect(clubTodayIso(new Date('2027-03-14T05:30:00Z'))).toBe('2027-03-13');
    expect(clubDayStart('2027-03-14', zone).toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(clubDayStart('2027-03-15', zone).toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(clubMoment('2027-11-07', 6 * 60, zone).toISOString()).toBe('2027-11-07T11:00:00.000Z');
    expect(clubDateTime(new Date('2027-11-07T11:00:00Z'), zone)).toBe('2027-11-07 06:00');
  });
});
