import { DEFAULT_VISIT_MINUTES } from '@gym/contracts/club-busy';
import { clubMoment } from '../../../lib/club-date';

/**
 * People in a club, estimated from check-ins alone (issue 28, docs/decisions/0048): the desk records arrivals, not
 * departures, so a person counts as present for one visit length after checking in. Pure: times are milliseconds
 * since the epoch, sorted ascending.
 */

/** Fewer re-entries than this in the window and the club's visit length is the default. */
export const MIN_VISIT_SAMPLES = 30;
/** A learned visit length stays within these bounds (a few odd re-entries cannot make it absurd). */
export const VISIT_MINUTES_BOUNDS = { min: 30, max: 180 } as const;
export const MINUTE_MS = 60_000;

/** The index of the first time after `at` (binary search). */
function firstAfter(sorted: readonly number[], at: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** People who checked in within one visit length up to `at`: (at - visit, at]. */
export function presentAt(sorted: readonly number[], at: number, visitMs: number): number {
  return firstAfter(sorted, at) - firstAfter(sorted, at - visitMs);
}

/**
 * A club's visit length from its re-entries: a member who checks in again the same day at the same club left in
 * between, so the gap bounds that visit from above. The median of those gaps, rounded to 5 minutes and kept within
 * VISIT_MINUTES_BOUNDS, once there are MIN_VISIT_SAMPLES of them; DEFAULT_VISIT_MINUTES before.
 */
export function learnedVisitMinutes(gapsMinutes: readonly number[]): number {
  if (gapsMinutes.length < MIN_VISIT_SAMPLES) return DEFAULT_VISIT_MINUTES;
  const sorted = [...gapsMinutes].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const rounded = Math.round(median / 5) * 5;
  return Math.min(VISIT_MINUTES_BOUNDS.max, Math.max(VISIT_MINUTES_BOUNDS.min, rounded));
}

/** The moment an hour of a club day is read at: its middle, on the club's clock. */
export function hourMiddle(day: string, hour: number, zone: string): number {
  return clubMoment(day, hour * 60 + 30, zone).getTime();
}

/**
 * The usual number of people at each hour (0-23) of a weekday: the mean, over the given past days the club had
 * check-ins on, of the people present at the hour's middle. Null when none of the days had any (a new club, or
 * one closed those days): there is no usual to compare with.
 */
export function usualPeopleByHour(
  sorted: readonly number[],
  days: readonly string[],
  zone: string,
  visitMs: number,
): number[] | null {
  const counted = days.filter((day) => {
    const start = clubMoment(day, 0, zone).getTime();
    const end = clubMoment(day, 1440, zone).getTime();
    return firstAfter(sorted, end - 1) > firstAfter(sorted, start - 1);
  });
  if (counted.length === 0) return null;
  return Array.from({ length: 24 }, (_unused, hour) => {
    const total = counted.reduce((sum, day) => sum + presentAt(sorted, hourMiddle(day, hour, zone), visitMs), 0);
    return total / counted.length;
  });
}

/** Per hour of the club day over days: the mean and the highest number present at the hour's middle. */
export function occupancyByHour(
  sorted: readonly number[],
  days: readonly string[],
  zone: string,
  visitMs: number,
): { hour: number; averagePeople: number; peakPeople: number }[] {
  return Array.from({ length: 24 }, (_unused, hour) => {
    const counts = days.map((day) => presentAt(sorted, hourMiddle(day, hour, zone), visitMs));
    const total = counts.reduce((sum, count) => sum + count, 0);
    return {
      hour,
      averagePeople: days.length === 0 ? 0 : Math.round((total / days.length) * 10) / 10,
      peakPeople: Math.max(0, ...counts),
    };
  });
}
