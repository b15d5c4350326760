import type { DayHours } from '@gym/contracts/club-hours';
import { occurrenceDays, sessionSpan, withinHours } from '../schedule';
import type { SeriesRecord } from '../schedule';
import type { FollowingSession } from './session-moves.repository';

/**
 * How one of a series' sessions follows a change to the series (docs/decisions/0051), pure: a session the series no
 * longer meets on (its weekday, its last day), or whose new time the club is closed for, is cancelled; otherwise it
 * takes each new value where it still had the series' old one, so that what was changed on its own (a substitute,
 * its capacity) is kept. Sessions moved on their own, started or cancelled never come here.
 */
export type FollowStep =
  | { kind: 'cancel' }
  | {
      kind: 'follow';
      /** A new time or room (members are told). */
      place?: { startsAt: Date; endsAt: Date; roomId: string; capacity: number };
      /** A new capacity with no move. */
      capacity?: number;
      trainerId?: string;
      popular?: boolean;
    };

export interface FollowContext {
  before: SeriesRecord;
  after: SeriesRecord;
  durationMinutes: number;
  timeZone: string;
  /** The club's hours by day over the sessions' days. */
  hours: Map<string, DayHours | null>;
  /** The capacity of the series' room now. */
  roomCapacity: number;
  /** Sessions starting after this have not opened for booking: only they take a new popularity. */
  openingAfter: Date;
}

export function followStep(session: FollowingSession, change: FollowContext): FollowStep {
  const { before, after } = change;
  if (occurrenceDays(after, session.day, session.day).length === 0) return { kind: 'cancel' };
  const retimed = after.startMinute !== before.startMinute;
  if (retimed && !withinHours(change.hours.get(session.day) ?? null, after.startMinute, change.durationMinutes)) {
    return { kind: 'cancel' };
  }
  const step: Extract<FollowStep, { kind: 'follow' }> = { kind: 'follow' };
  const capacity = session.capacity === before.capacity ? after.capacity : session.capacity;
  const rehoused = after.roomId !== before.roomId && session.roomId === before.roomId;
  if (retimed || rehoused) {
    const span = retimed
      ? sessionSpan(session.day, after.startMinute, change.durationMinutes, change.timeZone)
      : { startsAt: session.startsAt, endsAt: session.endsAt };
    step.place = {
      ...span,
      roomId: rehoused ? after.roomId : session.roomId,
      capacity: rehoused ? Math.min(capacity, change.roomCapacity) : capacity,
    };
  } else if (capacity !== session.capacity) {
    step.capacity = capacity;
  }
  if (after.trainerId !== before.trainerId && session.trainerId === before.trainerId) step.trainerId = after.trainerId;
  if (after.popular !== session.popular && session.startsAt > change.openingAfter) step.popular = after.popular;
  return step;
}

/** The capacity a step leaves the session (to refuse a change that would leave fewer places than are taken). */
export function capacityAfter(session: FollowingSession, step: FollowStep): number {
  if (step.kind === 'cancel') return session.capacity;
  return step.place?.capacity ?? step.capacity ?? session.capacity;
}
