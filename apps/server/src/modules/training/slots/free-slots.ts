import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import type { DayHours } from '@gym/contracts/club-hours';
import { TRAINING_RULES, type TrainerSettings } from '@gym/contracts/personal-training';
import { clubMinuteOf, clubMoment } from '../../../lib/club-date';
import { weekdayOf } from '../../club/hours';

/**
 * A trainer's free slots at a club (issue 30 point 2, docs/decisions/0053): pure, on the club's clock. Starts lie on
 * a 30-minute grid from the start of each stretch of the trainer's weekly hours, inside the club's hours that day;
 * a slot is free when the session and the trainer's buffer after it touch nothing busy (their sessions with their
 * buffers, the classes they teach, their time off), it starts at least the notice after now and at most the
 * horizon ahead. The database's exclusion constraint decides a booking; this only offers what it would accept.
 */

export interface WeeklyStretch {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Busy from start to end (a session's end is its blockedUntil: its buffer included). */
export interface Busy {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotInput {
  now: Date;
  zone: string;
  minutes: number;
  settings: TrainerSettings;
  weekly: readonly WeeklyStretch[];
  /** The club's hours per club day (null: closed), from today through the horizon. */
  clubHours: ReadonlyMap<string, DayHours | null>;
  busy: readonly Busy[];
}

const MINUTE = 60_000;

/** The club days a slot search covers: today on the club's clock through the horizon. */
export function slotDays(now: Date, zone: string, horizonDays: number): { from: string; through: string } {
  const from = clubTodayIso(now, zone);
  return { from, through: addDays(from, horizonDays) };
}

const overlaps = (start: number, end: number, busy: Busy) =>
  start < busy.endsAt.getTime() && busy.startsAt.getTime() < end;

/** The free starts, by club day in order; days without one are left out. */
export function freeSlots(input: SlotInput): { day: string; starts: Date[] }[] {
  const { now, zone, minutes, settings } = input;
  const earliest = now.getTime() + settings.noticeHours * 60 * MINUTE;
  const latest = now.getTime() + settings.horizonDays * 24 * 60 * MINUTE;
  const { from, through } = slotDays(now, zone, settings.horizonDays);
  const result: { day: string; starts: Date[] }[] = [];
  for (let day = from; day <= through; day = addDays(day, 1)) {
    const open = input.clubHours.get(day) ?? null;
    if (!open) continue;
    const seen = new Set<number>();
    const starts: Date[] = [];
    const stretches = input.weekly
      .filter((stretch) => stretch.weekday === weekdayOf(day))
      .sort((a, b) => a.startMinute - b.startMinute);
    for (const stretch of stretches) {
      for (
        let minute = stretch.startMinute;
        minute + minutes <= stretch.endMinute;
        minute += TRAINING_RULES.slotStepMinutes
      ) {
        if (minute < open.opens || minute + minutes > open.closes) continue;
        const start = clubMoment(day, minute, zone);
        // A wall-clock time the spring change skips does not exist that day: no slot at it.
        if (clubMinuteOf(start, zone) !== minute) continue;
        const at = start.getTime();
        if (at < earliest || at > latest || seen.has(at)) continue;
        const blockedUntil = at + (minutes + settings.bufferMinutes) * MINUTE;
        if (input.busy.some((busy) => overlaps(at, blockedUntil, busy))) continue;
        seen.add(at);
        starts.push(start);
      }
    }
    if (starts.length > 0) result.push({ day, starts });
  }
  return result;
}

/** Whether one start is among the free slots (a booking checks the trainer's hours and notice with it). */
export function isFreeSlot(input: SlotInput, startsAt: Date): boolean {
  return freeSlots(input).some(({ starts }) => starts.some((start) => start.getTime() === startsAt.getTime()));
}
