import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@gym/contracts/club-days';
import { DEFAULT_VISIT_MINUTES, busyLevel, comparedWithUsual } from '@gym/contracts/club-busy';
import { clubMoment } from '../../../lib/club-date';
import {
  MINUTE_MS,
  MIN_VISIT_SAMPLES,
  learnedVisitMinutes,
  occupancyByHour,
  presentAt,
  usualPeopleByHour,
} from './occupancy-estimate';

const LA = 'America/Los_Angeles';
const VISIT_MS = 60 * MINUTE_MS;
const sorted = (times: number[]) => [...times].sort((a, b) => a - b);

/** `people` arrivals spread over the hour before 5:30 p.m. on a club day: all present at 5:30 with 60-minute visits. */
function arrivalsBefore(day: string, people: number): number[] {
  const sample = clubMoment(day, 17 * 60 + 30, LA).getTime();
  return Array.from({ length: people }, (_unused, index) => sample - Math.floor((index * 59 * MINUTE_MS) / people));
}

describe('people present: one visit length after each check-in', () => {
  it('counts check-ins in (at - visit, at]', () => {
    const t0 = Date.parse('2027-01-04T18:00:00Z');
    const times = [t0, t0 + 10 * MINUTE_MS, t0 + 80 * MINUTE_MS];
    const visit = DEFAULT_VISIT_MINUTES * MINUTE_MS;
    expect(presentAt(times, t0 - 1, visit)).toBe(0);
    expect(presentAt(times, t0, visit)).toBe(1);
    expect(presentAt(times, t0 + 74 * MINUTE_MS, visit)).toBe(2);
    // 75 minutes after the first check-in, that person has gone.
    expect(presentAt(times, t0 + 75 * MINUTE_MS, visit)).toBe(1);
    expect(presentAt(times, t0 + 80 * MINUTE_MS, visit)).toBe(2);
  });
});

describe('the visit length learned from re-entries', () => {
  it('is the default until there are enough re-entries', () => {
    expect(learnedVisitMinutes([])).toBe(DEFAULT_VISIT_MINUTES);
    expect(learnedVisitMinutes(Array.from({ length: MIN_VISIT_SAMPLES - 1 }, () => 50))).toBe(DEFAULT_VISIT_MINUTES);
  });

  it('is the median gap to 5 minutes, within 30 and 180', () => {
    const gaps = [...Array.from({ length: 20 }, () => 48), ...Array.from({ length: 11 }, () => 200)];
    expect(learnedVisitMinutes(gaps)).toBe(50);
    expect(learnedVisitMinutes(Array.from({ length: 40 }, () => 12))).toBe(30);
    expect(learnedVisitMinutes(Array.from({ length: 40 }, () => 239))).toBe(180);
  });
});

describe('the usual for each hour, from the same weekday of past weeks', () => {
  // Eight Mondays before 5 April 2027, across the spring change of 14 March: 5:30 p.m. is read on each day's clock.
  const today = '2027-04-05';
  const days = Array.from({ length: 8 }, (_unused, week) => addDays(today, -7 * (week + 1)));

  it('is the mean of the people present at the middle of the hour on the days with check-ins', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 8, maxLength: 8 }), (perDay) => {
        const times = sorted(days.flatMap((day, index) => arrivalsBefore(day, perDay[index]!)));
        const usual = usualPeopleByHour(times, days, LA, VISIT_MS);
        const withData = perDay.filter((people) => people > 0);
        if (withData.length === 0) {
          expect(usual).toBeNull();
          return;
        }
        const mean = withData.reduce((sum, people) => sum + people, 0) / withData.length;
        expect(usual![17]).toBeCloseTo(mean, 10);
        // Nobody arrived before 4:30 p.m.: the morning is empty, and at 6:30 p.m. everyone has gone.
        expect(usual![9]).toBe(0);
        expect(usual![18]).toBe(0);
      }),
      { numRuns: 60 },
    );
  });

  it('is none for a club with no check-ins on those days', () => {
    expect(usualPeopleByHour([], days, LA, VISIT_MS)).toBeNull();
  });

  it('gives the console its hourly mean and peak', () => {
    const times = sorted([...arrivalsBefore(days[0]!, 12), ...arrivalsBefore(days[1]!, 4)]);
    const hours = occupancyByHour(times, days.slice(0, 2), LA, VISIT_MS);
    expect(hours[17]).toEqual({ hour: 17, averagePeople: 8, peakPeople: 12 });
    expect(hours[10]).toEqual({ hour: 10, averagePeople: 0, peakPeople: 0 });
  });
});

describe('levels and the small-count rule', () => {
  it('reads quiet under five people whatever the capacity', () => {
    expect(busyLevel(4, 10)).toBe('quiet');
    expect(busyLevel(5, 10)).toBe('veryBusy');
    expect(busyLevel(5, 400)).toBe('quiet');
    expect(busyLevel(20, 400)).toBe('notBusy');
    expect(busyLevel(80, 400)).toBe('busy');
    expect(busyLevel(160, 400)).toBe('veryBusy');
  });

  it('compares with the usual only past a quarter either way', () => {
    expect(comparedWithUsual(10, null)).toBeNull();
    expect(comparedWithUsual(12, 10)).toBe('asUsual');
    expect(comparedWithUsual(13, 10)).toBe('busierThanUsual');
    expect(comparedWithUsual(7, 10)).toBe('quieterThanUsual');
    // A usual under five is 'quiet': only more than 6 people is busier, and nothing is quieter.
    expect(comparedWithUsual(6, 2)).toBe('asUsual');
    expect(comparedWithUsual(7, 2)).toBe('busierThanUsual');
    expect(comparedWithUsual(0, 3)).toBe('asUsual');
  });
});
