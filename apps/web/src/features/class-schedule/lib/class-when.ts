import type { ClassSession } from '@gym/contracts/classes';
import { classTimeRange } from '../../../lib/club-clock';
import { longDate } from '../../../lib/schedule-days';

/** 'Saturday, March 13 · 9:00 – 9:45 AM' on the club's clock: which class a booking is, in a notice or a list. */
export function classWhen(session: Pick<ClassSession, 'day' | 'startsAt' | 'endsAt'>, timeZone: string): string {
  return `${longDate(session.day)} · ${classTimeRange(session.startsAt, session.endsAt, timeZone)}`;
}
