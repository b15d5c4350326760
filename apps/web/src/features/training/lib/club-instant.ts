import { dateFormat } from '../../../lib/i18n/intl';

/** The zone's wall clock at an instant, read as if it were UTC: its difference from the instant is the offset. */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = dateFormat({
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'));
}

/**
 * The instant a club's wall clock shows `time` on `day` (a time off typed on the club's clock, sent as an instant),
 * by the zone's own rules in the platform's time-zone database: the offset is read at a first guess and again at
 * the result, so a day that changes the clock is placed right. A time the spring change skips lands an hour on.
 */
export function clubInstant(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  const guess = wall - (wallClockAsUtc(wall, timeZone) - wall);
  return new Date(wall - (wallClockAsUtc(guess, timeZone) - guess));
}
