import Holidays from 'date-holidays';
import { addDays } from '../billing-run';

/** California's public holidays (state and federal, as the state observes them). */
const californiaHolidays = new Holidays('US', 'CA', { types: ['public'] });

// A day's answer never changes, and asking the library costs a fraction of a millisecond: the demo chain's seed
// asks for hundreds of days.
const holidayByDay = new Map<string, boolean>();

function isHoliday(isoDate: string): boolean {
  let holiday = holidayByDay.get(isoDate);
  if (holiday === undefined) {
    const holidays = californiaHolidays.isHoliday(new Date(`${isoDate}T12:00:00Z`));
    holiday = Array.isArray(holidays) && holidays.some((entry) => entry.type === 'public');
    holidayByDay.set(isoDate, holiday);
  }
  return holiday;
}

/** A business day of the health studio in the agreement's sense: not a Sunday, not a holiday. */
export function isBusinessDay(isoDate: string): boolean {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay() !== 0 && !isHoliday(isoDate);
}

/**
 * The last day of the right to cancel (Civil Code 1812.85, the agreement's "YOUR RIGHT TO CANCEL"): the fifth
 * business day after the date of the contract, counting neither Sundays nor holidays. A notice given on or before
 * it (until midnight, club time) cancels with every payment refunded.
 */
export function rightToCancelEnds(contractDate: string): string {
  let day = contractDate;
  for (let counted = 0; counted < 5;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}
