import { and, eq, isNull } from 'drizzle-orm';
import type { Closure } from '@gym/contracts/club-hours';
import type { Database } from '../../../db/client';
import { classSessions } from '../../../db/schema';
import { clubMinuteOf } from '../../../lib/club-date';
import type { ClubRow } from '../../club/clubs';
import { withinHours } from '../schedule';
import type { SessionsService } from '../sessions';

/**
 * A closure entered over classes (issue 28 point 1): the day's sessions the club is no longer open for are
 * cancelled with their places, in the closure's transaction (no strike, no fee), and a notice for each member is
 * written with them; `notify` sends them once the closure has committed.
 */
export class ClassClosuresService {
  constructor(private readonly deps: { sessions: SessionsService }) {}

  /** The sessions cancelled. */
  async cancelClosedSessions(tx: Database, club: ClubRow, closure: Closure): Promise<number> {
    const sessions = await tx
      .select({ id: classSessions.id, startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
      .from(classSessions)
      .where(
        and(eq(classSessions.clubId, club.id), eq(classSessions.day, closure.date), isNull(classSessions.cancelledAt)),
      );
    const closed = sessions.filter(
      (session) =>
        !withinHours(
          closure.hours,
          clubMinuteOf(session.startsAt, club.timeZone),
          (session.endsAt.getTime() - session.startsAt.getTime()) / 60_000,
        ),
    );
    return this.deps.sessions.cancelForClosure(
      tx,
      closed.map((session) => session.id),
      closure.reason,
    );
  }

  /** After the closure has committed: its members' notices go out. */
  notify(): void {
    this.deps.sessions.changed();
  }
}
