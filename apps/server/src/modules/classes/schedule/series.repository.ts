import { and, asc, eq, gt, isNull, ne, or, gte, sql } from 'drizzle-orm';
import type { ClassType } from '@gym/contracts/classes';
import type { StaffSeries } from '@gym/contracts/staff-schedule';
import { clockTimeOf } from '@gym/contracts/staff-schedule';
import type { Database } from '../../../db/client';
import { classSeries, classSessions, classTypes, rooms, users } from '../../../db/schema';

export type SeriesFields = Omit<typeof classSeries.$inferInsert, 'id' | 'createdAt'>;
export type SeriesRecord = typeof classSeries.$inferSelect;

/** Class types and series as managers write them (docs/decisions/0051); writes take the caller's transaction. */
export class SeriesRepository {
  constructor(private readonly db: Database) {}

  async classType(id: string, tx: Database = this.db): Promise<ClassType | undefined> {
    const [row] = await tx.select().from(classTypes).where(eq(classTypes.id, id));
    if (!row) return undefined;
    const { createdAt: _createdAt, ...type } = row;
    return type;
  }

  /** Whether another class type has this name (in any case). */
  async nameTaken(name: string, exceptId: string | null, tx: Database = this.db): Promise<boolean> {
    const rows = await tx
      .select({ id: classTypes.id })
      .from(classTypes)
      .where(and(sql`lower(${classTypes.name}) = lower(${name})`, exceptId ? ne(classTypes.id, exceptId) : undefined));
    return rows.length > 0;
  }

  /** Adds a class type; false when its id is taken. */
  async insertType(tx: Database, type: ClassType): Promise<boolean> {
    const rows = await tx.insert(classTypes).values(type).onConflictDoNothing().returning({ id: classTypes.id });
    return rows.length === 1;
  }

  async updateType(tx: Database, { id, ...fields }: ClassType): Promise<void> {
    await tx.update(classTypes).set(fields).where(eq(classTypes.id, id));
  }

  /** A type's new length for its sessions not yet started and not cancelled. */
  async retimeTypeSessions(tx: Database, typeId: string, minutes: number, after: Date): Promise<void> {
    await tx
      .update(classSessions)
      .set({ endsAt: sql`${classSessions.startsAt} + ${minutes}::int * interval '1 minute'` })
      .where(
        and(
          eq(classSessions.classTypeId, typeId),
          gt(classSessions.startsAt, after),
          isNull(classSessions.cancelledAt),
        ),
      );
  }

  /** The clubs whose schedule has each class type (a series of it), by type. */
  async clubsByType(tx: Database = this.db): Promise<Map<string, string[]>> {
    const rows = await tx
      .selectDistinct({ typeId: classSeries.classTypeId, clubId: classSeries.clubId })
      .from(classSeries);
    const byType = new Map<string, string[]>();
    for (const row of rows) byType.set(row.typeId, [...(byType.get(row.typeId) ?? []), row.clubId]);
    return byType;
  }

  async insertSeries(tx: Database, fields: SeriesFields): Promise<SeriesRecord> {
    const [row] = await tx.insert(classSeries).values(fields).returning();
    return row!;
  }

  /** A series, locked for a change when read in one. */
  async series(id: string, tx: Database = this.db): Promise<SeriesRecord | undefined> {
    const [row] = await tx.select().from(classSeries).where(eq(classSeries.id, id)).for('update');
    return row;
  }

  async updateSeries(tx: Database, id: string, fields: Partial<SeriesFields>): Promise<SeriesRecord> {
    const [row] = await tx.update(classSeries).set(fields).where(eq(classSeries.id, id)).returning();
    return row!;
  }

  /** A club's series running on `from` or later (or one series), by time of day, with room and trainer. */
  async staffSeries(where: { clubId: string; from: string } | { id: string }): Promise<StaffSeries[]> {
    const rows = await this.db
      .select({
        series: classSeries,
        roomName: rooms.name,
        trainerFirstName: users.firstName,
        trainerLastName: users.lastName,
      })
      .from(classSeries)
      .innerJoin(rooms, eq(rooms.id, classSeries.roomId))
      .innerJoin(users, eq(users.id, classSeries.trainerId))
      .where(
        'id' in where
          ? eq(classSeries.id, where.id)
          : and(
              eq(classSeries.clubId, where.clubId),
              or(isNull(classSeries.endsOn), gte(classSeries.endsOn, where.from)),
            ),
      )
      .orderBy(asc(classSeries.startMinute), asc(rooms.name));
    return rows.map(({ series, roomName, trainerFirstName, trainerLastName }) => ({
      id: series.id,
      clubId: series.clubId,
      classTypeId: series.classTypeId,
      room: { id: series.roomId, name: roomName },
      trainer: { id: series.trainerId, firstName: trainerFirstName, lastName: trainerLastName },
      weekdays: [...series.weekdays].sort((a, b) => a - b),
      startTime: clockTimeOf(series.startMinute),
      startsOn: series.startsOn,
      endsOn: series.endsOn,
      capacity: series.capacity,
      popular: series.popular,
    }));
  }
}
