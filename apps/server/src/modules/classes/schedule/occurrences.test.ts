import { describe, expect, it } from 'vitest';
import { occurrenceDays, sessionSpan, withinHours } from './occurrences';

const LA = 'America/Los_Angeles';

describe('a weekly series on the club clock', () => {
  it('stays at 6:00 a.m. across the spring change (14 March 2027) and the autumn one (7 November 2027)', () => {
    const sixAm = (day: string) => sessionSpan(day, 6 * 60, 60, LA);
    expect(sixAm('2027-03-13').startsAt.toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(sixAm('2027-03-14').startsAt.toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(sixAm('2027-11-06').startsAt.toISOString()).toBe('2027-11-06T13:00:00.000Z');
    expect(sixAm('2027-11-07')).toEqual({
      startsAt: new Date('2027-11-07T14:00:00.000Z'),
      endsAt: new Date('2027-11-07T15:00:00.000Z'),
    });
    // A class at 1:30 a.m. on the autumn change day lasts its real hour, though the clock shows 1:30 twice.
    const night = sessionSpan('2027-11-07', 90, 60, LA);
    expect(night.endsAt.getTime() - night.startsAt.getTime()).toBe(3_600_000);
  });

  it('meets on its weekdays between its first and last day', () => {
    const series = { weekdays: [1, 3], startMinute: 390, startsOn: '2027-03-03', endsOn: '2027-03-17' };
    // Monday 1 March to Sunday 21 March 2027: from Wednesday the 3rd, through Wednesday the 17th.
    expect(occurrenceDays(series, '2027-03-01', '2027-03-21')).toEqual([
      '2027-03-03',
      '2027-03-08',
      '2027-03-10',
      '2027-03-15',
      '2027-03-17',
    ]);
    expect(occurrenceDays({ ...series, endsOn: null }, '2027-03-18', '2027-03-24')).toEqual([
      '2027-03-22',
      '2027-03-24',
    ]);
  });

  it('is offered only while the club is open from its start to its end', () => {
    const hours = { opens: 5 * 60, closes: 22 * 60 };
    expect(withinHours(hours, 5 * 60, 45)).toBe(true);
    expect(withinHours(hours, 21 * 60 + 15, 45)).toBe(true);
    expect(withinHours(hours, 21 * 60 + 30, 45)).toBe(false);
    expect(withinHours(hours, 4 * 60 + 45, 45)).toBe(false);
    expect(withinHours(null, 12 * 60, 45)).toBe(false);
  });
});
