import { describe, expect, it } from 'vitest';
import type { DayHours, WeeklyHours } from '@gym/contracts/club-hours';
import { hoursOn, openingState } from './opening-state';

const LA = 'America/Los_Angeles';
const at = (hour: number, minute = 0) => hour * 60 + minute;
/** Weekdays 5 a.m. to 10 p.m., weekends 7 a.m. to 8 p.m. (Sunday first). */
const WEEK: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((day) =>
  day === 0 || day === 6 ? { opens: at(7), closes: at(20) } : { opens: at(5), closes: at(22) },
);
const ROUND_THE_CLOCK: WeeklyHours = WEEK.map(() => ({ opens: 0, closes: 1440 }));
const none = new Map<string, DayHours | null>();
const state = (iso: string, week = WEEK, closures = none) => openingState(new Date(iso), LA, week, closures);

describe('open now, on the club clock', () => {
  it('opens at 7 a.m. local on the Sunday the clocks go forward (14 March 2027) and the day before', () => {
    // Saturday 13 March, PST (UTC-8): 7 a.m. is 15:00Z.
    expect(state('2027-03-13T14:59:00Z')).toEqual({ open: false, changesAt: '2027-03-13T15:00:00.000Z' });
    // Sunday 14 March, PDT (UTC-7) from 2 a.m.: 7 a.m. is 14:00Z, and 8 p.m. is 03:00Z the next day.
    expect(state('2027-03-14T13:59:00Z')).toEqual({ open: false, changesAt: '2027-03-14T14:00:00.000Z' });
    expect(state('2027-03-14T14:00:00Z')).toEqual({ open: true, changesAt: '2027-03-15T03:00:00.000Z' });
  });

  it('closes at 8 p.m. local either side of the clocks going back (7 November 2027)', () => {
    // Saturday 6 November, PDT: 8 p.m. is 03:00Z on the 7th.
    expect(state('2027-11-07T02:59:59Z')).toEqual({ open: true, changesAt: '2027-11-07T03:00:00.000Z' });
    // Sunday 7 November, PST from 2 a.m.: opens 7 a.m. = 15:00Z, closes 8 p.m. = 04:00Z on the 8th.
    expect(state('2027-11-07T03:00:00Z')).toEqual({ open: false, changesAt: '2027-11-07T15:00:00.000Z' });
    expect(state('2027-11-07T15:00:00Z')).toEqual({ open: true, changesAt: '2027-11-08T04:00:00.000Z' });
  });

  it('is open at the opening minute and closed at the closing minute, not a millisecond either side', () => {
    // Monday 7 December 2026, PST: 5 a.m. is 13:00Z, 10 p.m. is 06:00Z on the 8th.
    expect(state('2026-12-07T12:59:59.999Z').open).toBe(false);
    expect(state('2026-12-07T13:00:00.000Z').open).toBe(true);
    expect(state('2026-12-08T05:59:59.999Z')).toEqual({ open: true, changesAt: '2026-12-08T06:00:00.000Z' });
    // After closing, the next opening is Tuesday's 5 a.m.
    expect(state('2026-12-08T06:00:00.000Z')).toEqual({ open: false, changesAt: '2026-12-08T13:00:00.000Z' });
  });

  it('names the next day a club is open past a day it is closed every week', () => {
    const closedSundays: WeeklyHours = [null, ...WEEK.slice(1)];
    // Saturday 12 December 2026 after 8 p.m.: closed Sunday, opens Monday 5 a.m. PST (13:00Z).
    expect(state('2026-12-13T05:00:00Z', closedSundays)).toEqual({
      open: false,
      changesAt: '2026-12-14T13:00:00.000Z',
    });
  });

  it('a club open round the clock never closes at midnight, until a closure', () => {
    expect(state('2026-12-07T12:00:00Z', ROUND_THE_CLOCK)).toEqual({ open: true, changesAt: null });
    const christmas = new Map<string, DayHours | null>([
      ['2026-12-24', { opens: at(6), closes: at(16) }],
      ['2026-12-25', null],
    ]);
    // From the 20th it is open until midnight before Christmas Eve, which opens at 6 a.m.
    expect(state('2026-12-20T12:00:00Z', ROUND_THE_CLOCK, christmas)).toEqual({
      open: true,
      changesAt: '2026-12-24T08:00:00.000Z',
    });
    // Christmas Eve after 4 p.m. (00:00Z on the 25th): closed through Christmas Day, open again at midnight.
    expect(state('2026-12-25T00:00:00Z', ROUND_THE_CLOCK, christmas)).toEqual({
      open: false,
      changesAt: '2026-12-26T08:00:00.000Z',
    });
  });

  it('a closure replaces the day, special hours included', () => {
    const closures = new Map<string, DayHours | null>([['2026-12-07', null]]);
    expect(hoursOn('2026-12-07', WEEK, closures)).toBeNull();
    expect(hoursOn('2026-12-08', WEEK, closures)).toEqual({ opens: at(5), closes: at(22) });
    expect(state('2026-12-07T18:00:00Z', WEEK, closures)).toEqual({
      open: false,
      changesAt: '2026-12-08T13:00:00.000Z',
    });
    const shortDay = new Map<string, DayHours | null>([['2026-12-07', { opens: at(9), closes: at(12) }]]);
    expect(state('2026-12-07T18:00:00Z', WEEK, shortDay)).toEqual({
      open: true,
      changesAt: '2026-12-07T20:00:00.000Z',
    });
  });

  it('a club with no hours in the next two weeks is closed with no opening to name', () => {
    expect(
      state(
        '2026-12-07T18:00:00Z',
        WEEK.map(() => null),
      ),
    ).toEqual({ open: false, changesAt: null });
  });
});
