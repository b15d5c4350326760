import { and, asc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { classBookings, classNotices, classSessions, rooms } from '../../../db/schema';

export type FollowingSession = typeof classSessions.$inferSelect;

/** Where a session is moved to: its club day, span and room, and the capacity that room leaves it. */
export interface SessionPlace {
  day: string;
  startsAt: Date;
  endsAt: Date;
  roomId: string;
  capacity: number;
}

const LIVE = ['booked', 'waitlisted', 'requested'] as const;

/** Sessions moved (on their own, or with their series) and the sessions a series' change reaches. */
export class SessionMovesRepository {
  constructor(private readonly db: Database) {}

  async room(roomId: string, tx: Database = this.db) {
    const [row] = await tx
      .select({ id: rooms.id, clubId: rooms.clubId, name: rooms.name, capacity: rooms.capacity })
      .from(rooms)
      .where(eq(rooms.id, roomId));
    return row;
  }

  /** Whether another class still on is in the room at some moment of [startsAt, endsAt). */
  async roomTaken(tx: Database, roomId: string, startsAt: Date, endsAt: Date, exceptId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(
        and(
          eq(classSessions.roomId, roomId),
          ne(classSessions.id, exceptId),
          isNull(classSessions.cancelledAt),
          lt(classSessions.startsAt, endsAt),
          gt(classSessions.endsAt, startsAt),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Moves a session (its time, room, or both) and tells everyone booked or waiting, who may now give their place
   * up with no strike. `movedAt` marks a move made on its own: its series' changes no longer reach it.
   */
  async move(
    tx: Database,
    sessionId: string,
    place: SessionPlace,
    notice: { movedFrom: string; room?: string },
    movedAt: Date | null,
  ): Promise<number> {
    await tx
      .update(classSessions)
      .set({ ...place, ...(movedAt ? { movedAt } : {}) })
      .where(eq(classSessions.id, sessionId));
    const live = await tx
      .update(classBookings)
      .set({ freeCancel: true })
      .where(and(eq(classBookings.sessionId, sessionId), inArray(classBookings.status, LIVE)))
      .returning({ id: classBookings.id, userId: classBookings.userId });
    if (live.length > 0) {
      await tx.insert(classNotices).values(
        live.map((booking) => ({
          userId: booking.userId,
          bookingId: booking.id,
          kind: 'moved' as const,
          details: notice,
        })),
      );
    }
    return live.length;
  }

  /** A series' sessions its changes reach: not started, not cancelled, not moved on their own; locked. */
  following(tx: Database, seriesId: string, after: Date): Promise<FollowingSession[]> {
    return tx
      .select()
      .from(classSessions)
      .where(
        and(
          eq(classSessions.seriesId, seriesId),
          gt(classSessions.startsAt, after),
          isNull(classSessions.cancelledAt),
          isNull(classSessions.movedAt),
        ),
      )
      .orderBy(asc(classSessions.startsAt))
      .for('update');
  }

  async setPopular(tx: Database, sessionIds: string[], popular: boolean): Promise<void> {
    if (sessionIds.length === 0) return;
    await tx
      .update(classSessions)
      .set({ popular })
      .where(and(inArray(classSessions.id, sessionIds), sql`${classSessions.popular} <> ${popular}`));
  }
}
