import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import type { DayHours, OpeningState, WeeklyHours } from '@gym/contracts/club-hours';
import { clubMoment } from '../../../lib/club-date';

/**
 * Open or closed at a moment, and until when (issue 28, docs/decisions/0048): pure, from a club's week, its
 * closures and its time zone. Each day's span is placed on the club's clock (clubMoment), so 10 p.m. is 10 p.m. on
 * the days the clocks change; spans that meet at midnight are one opening, so a club open round the clock never
 * "closes at midnight".
 */

/** How far ahead an opening or a closing is looked for: past it, 'open 24 hours' or 'closed' has no end to name. */
export const LOOK_AHEAD_DAYS = 14;

/** A club day's hours: its closure's (null: closed all day), else the week's for its weekday. */
export function hoursOn(
  day: string,
  weekly: WeeklyHours,
  closures: ReadonlyMap<string, DayHours | null>,
): DayHours | null {
  if (closures.has(day)) return closures.get(day) ?? null;
  return weekly[weekdayOf(day)] ?? null;
}

/** 0 Sunday to 6 Saturday, of a YYYY-MM-DD calendar day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

interface Span {
  start: number;
  end: number;
}

/** The club's open spans from today on, as instants, those meeting at midnight joined. */
function openSpans(
  today: string,
  weekly: WeeklyHours,
  closures: ReadonlyMap<string, DayHours | null>,
  zone: string,
): Span[] {
  const spans: Span[] = [];
  for (let offset = 0; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const day = addDays(today, offset);
    const hours = hoursOn(day, weekly, closures);
    if (!hours) continue;
    const start = clubMoment(day, hours.opens, zone).getTime();
    const end = clubMoment(day, hours.closes, zone).getTime();
    const last = spans[spans.length - 1];
    if (last && last.end === start) last.end = end;
    else spans.push({ start, end });
  }
  return spans;
}

export function openingState(
  now: Date,
  zone: string,
  weekly: WeeklyHours,
  closures: ReadonlyMap<string, DayHours | null>,
): OpeningState {
  const today = clubTodayIso(now, zone);
  const spans = openSpans(today, weekly, closures, zone);
  const at = now.getTime();
  const horizon = clubMoment(addDays(today, LOOK_AHEAD_DAYS + 1), 0, zone).getTime();
  const current = spans.find((span) => span.start <= at && at < span.end);
  if (current) {
    return { open: true, changesAt: current.end >= horizon ? null : new Date(current.end).toISOString() };
  }
  const next = spans.find((span) => span.start > at);
  return { open: false, changesAt: next ? new Date(next.start).toISOString() : null };
}
