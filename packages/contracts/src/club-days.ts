import { CLUB_TIME_ZONE } from './constants';

/**
 * Club days as YYYY-MM-DD, the one way both sides count them (decisions.md item 5, docs/decisions/0046): today on a
 * club's clock (its IANA zone, the chain's by default; the zone's rules are the platform's time-zone database,
 * which @date-fns/tz reads too), and calendar arithmetic in UTC so that no clock change shifts a day.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

// Not a display format: 'en-CA' writes the parts of an ISO date (YYYY-MM-DD), whatever the language shown.
function dayFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Today at the club as YYYY-MM-DD. */
export function clubTodayIso(now: Date = new Date(), zone: string = CLUB_TIME_ZONE): string {
  const parts = dayFormatter(zone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after (or before) a YYYY-MM-DD day, on the calendar. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
