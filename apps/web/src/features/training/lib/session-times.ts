import type { TrainingSession } from '@gym/contracts/personal-training';
import { clubTodayIso } from '@gym/contracts/club-days';
import { BOOKINGS_TIME_ZONE, clubDayAndTimes, clubLongDate } from '../../../lib/club-clock';

/** 'Tuesday, March 16, 5 – 6 PM' on the session's club's clock. */
export function sessionWhen(session: Pick<TrainingSession, 'startsAt' | 'endsAt' | 'timeZone'>): string {
  return clubDayAndTimes(session.startsAt, session.endsAt, session.timeZone);
}

/** 'March 1, 2028': a pack's expiry on the clubs' calendar (a pack carries no zone; every club keeps the chain's). */
export function expiryDate(expiresAt: string): string {
  return clubLongDate(expiresAt, BOOKINGS_TIME_ZONE);
}

/** Still to come: booked and not over. A booked session that has ended is past, whatever its mark. */
export function isToCome(session: TrainingSession, now: Date): boolean {
  return session.status === 'booked' && Date.parse(session.endsAt) > now.getTime();
}

/** The member's sessions: those to come, soonest first, and the others, latest first. */
export function splitSessions(sessions: readonly TrainingSession[], now: Date) {
  const toCome = sessions.filter((session) => isToCome(session, now));
  const past = sessions.filter((session) => !isToCome(session, now));
  toCome.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  past.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { toCome, past };
}

/** A session's club day, YYYY-MM-DD: the trainer's calendar groups by it. */
export function sessionDay(session: Pick<TrainingSession, 'startsAt' | 'timeZone'>): string {
  return clubTodayIso(new Date(session.startsAt), session.timeZone);
}
