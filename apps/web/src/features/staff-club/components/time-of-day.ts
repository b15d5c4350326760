import { type DayHours, MINUTES_PER_DAY, isAllDay } from '@gym/contracts/club-hours';
import { dateFormat } from '../../../lib/i18n/intl';

/**
 * The hours as the console's time inputs hold them ('HH:MM', the club's own clock) and as contracts sends them
 * (minutes past midnight). A closing time of 00:00 is midnight at the end of the day (1440), never its start.
 */
export function inputTime(minutes: number): string {
  const clock = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
}

/** Minutes past midnight from 'HH:MM'; null for an empty or broken value. */
export function minutesOf(value: string, closing = false): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (minutes >= MINUTES_PER_DAY) return null;
  return closing && minutes === 0 ? MINUTES_PER_DAY : minutes;
}

/** How a day is edited: closed, round the clock, or from a time to a time. */
export type DayMode = 'closed' | 'allDay' | 'hours';

export interface DayDraft {
  mode: DayMode;
  opens: string;
  closes: string;
}

/** Prefilled times for a day switched to 'hours': the usual opening and closing of a club. */
const DEFAULT_SPAN = { opens: '06:00', closes: '22:00' };

export function draftOf(hours: DayHours | null): DayDraft {
  if (hours === null) return { mode: 'closed', ...DEFAULT_SPAN };
  if (isAllDay(hours)) return { mode: 'allDay', ...DEFAULT_SPAN };
  return { mode: 'hours', opens: inputTime(hours.opens), closes: inputTime(hours.closes) };
}

/** A day's hours from its draft, or why it cannot be saved: a time left empty, a closing before the opening. */
export type DayCheck = { hours: DayHours | null } | { error: 'missingTime' | 'closesAfterOpens' };

export function checkDay(draft: DayDraft): DayCheck {
  if (draft.mode === 'closed') return { hours: null };
  if (draft.mode === 'allDay') return { hours: { opens: 0, closes: MINUTES_PER_DAY } };
  const opens = minutesOf(draft.opens);
  const closes = minutesOf(draft.closes, true);
  if (opens === null || closes === null) return { error: 'missingTime' };
  return closes > opens ? { hours: { opens, closes } } : { error: 'closesAfterOpens' };
}

/** 'Sunday' ... 'Saturday' in the language shown, Sunday first as contracts counts the week. */
export function weekdayName(index: number): string {
  // 2023-01-01 was a Sunday.
  return dateFormat({ timeZone: 'UTC', weekday: 'long' }).format(new Date(Date.UTC(2023, 0, 1 + index)));
}
