import { addDays, nextBillingDay, periodOf } from '../../modules/membership/billing-run';

/** A moment of the demo chain's history as the clubs' wall clock shows it; SQL makes it an instant in their zone. */
export interface ClubMoment {
  day: string;
  /** Minutes after the club day's midnight. */
  minute: number;
}

export const at = (day: string, hour: number, minute = 0): ClubMoment => ({ day, minute: hour * 60 + minute });

/** 0 Sunday .. 6 Saturday, for a YYYY-MM-DD club day. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The billing periods (first days of months) after `start`'s month up to and including `lastPeriod`. */
export function periodsAfter(start: string, lastPeriod: string): string[] {
  const periods: string[] = [];
  for (let period = nextBillingDay(start); period <= lastPeriod; period = nextBillingDay(period)) periods.push(period);
  return periods;
}

export { addDays, nextBillingDay, periodOf };
