import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { ClassSession, ClassType } from '@gym/contracts/classes';
import type { Database } from '../../../db/client';
import { classSeries, classSessions, classTypes, rooms, users } from '../../../db/schema';

export type SeriesRow = typeof classSeries.$inferSelect & { durationMinutes: number };
export type NewSession = typeof classSessions.$inferInsert;

/** The schedule's rows: class types, series and their sessions. */
export class ScheduleRepository {
  constructor(private readonly db: Database) {}

  async classTypes(): Promise<ClassType[]> {
    const rows = await this.db.select().from(classTypes).orderBy(asc(classTypes.name));
    return rows.map(({ id, name, description, level, durationMinutes, image, premierOnly }) => ({
      id,
      name,
      description,
      level,
      durationMinutes,
      image,
      premierOnly,
    }));
  }

  /** A club's series still running on or after `from`, with their class's length. */
  async seriesOf(clubId: string, from: string): Promise<SeriesRow[]> {
    const rows = await this.db
      .select({ series: classSeries, durationMinutes: classTypes.durationMinutes })
      .from(classSeries)
      .innerJoin(classTypes, eq(classTypes.id, classSeries.classTypeId))
      .where(eq(classSeries.clubId, clubId));
    return rows
      .filter(({ series }) => series.endsOn === null || series.endsOn >= from)
      .map(({ series, durationMinutes }) => ({ ...series, durationMinutes }));
  }

  /** Adds the sessions not there yet; a series' session of a day that exists (moved or not) is left alone. */
  async addSessions(sessions: NewSession[]): Promise<number> {
    if (sessions.length === 0) return 0;
    const added = await this.db
      .insert(classSessions)
      .values(sessions)
      .onConflictDoNothing({ target: [classSessions.seriesId, classSessions.seriesDay] })
      .returning({ id: classSessions.id });
    return added.length;
  }

  /** A club's sessions starting in [from, until), soonest first, with their room and trainer. */
  async sessions(clubId: string, from: Date, until: Date): Promise<ClassSession[]> {
    const rows = await this.db
      .select({
        session: classSessions,
        roomName: rooms.name,
        trainerFirstName: users.firstName,
        trainerLastName: users.lastName,
      })
      .from(classSessions)
      .innerJoin(rooms, eq(rooms.id, classSessions.roomId))
      .innerJoin(users, eq(users.id, classSessions.trainerId))
      .where(
        and(eq(classSessions.clubId, clubId), gte(classSessions.startsAt, from), lt(classSessions.startsAt, until)),
      )
      .orderBy(asc(classSessions.startsAt), asc(rooms.name));
    return rows.map(toClassSession);
  }
}

/** A session row with its room's and trainer's names, as the schedule and a member's bookings show it. */
export function toClassSession(row: {
  session: typeof classSessions.$inferSelect;
  roomName: string;
  trainerFirstName: string;
  trainerLastName: string;
}): ClassSession {
  const { session } = row;
  return {
    id: session.id,
    clubId: session.clubId,
    classTypeId: session.classTypeId,
    room: { id: session.roomId, name: row.roomName },
    trainer: { id: session.trainerId, firstName: row.trainerFirstName, lastName: row.trainerLastName },
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    day: session.day,
    capacity: session.capacity,
    booked: session.booked,
    waitlisted: session.waitlisted,
    popular: session.popular,
    cancelled: session.cancelledAt !== null,
  };
}
