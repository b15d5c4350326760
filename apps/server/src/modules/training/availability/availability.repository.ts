import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { DEFAULT_TRAINER_SETTINGS, type TrainerSettings } from '@gym/contracts/personal-training';
import type { HoursStretch } from '@gym/contracts/trainers';
import type { Database } from '../../../db/client';
import { classSessions, trainerHours, trainerProfiles, trainerTimeOff, trainingSessions } from '../../../db/schema';
import type { Busy } from '../slots';

export type TimeOffRow = typeof trainerTimeOff.$inferSelect;

/**
 * A trainer's availability (issue 30 point 2): weekly hours per club, time off, the session settings, and what
 * keeps them busy (their sessions with buffers, the classes they teach).
 */
export class AvailabilityRepository {
  constructor(private readonly db: Database) {}

  async settings(trainerId: string, db: Database = this.db): Promise<TrainerSettings> {
    const [row] = await db
      .select({
        bufferMinutes: trainerProfiles.bufferMinutes,
        noticeHours: trainerProfiles.noticeHours,
        horizonDays: trainerProfiles.horizonDays,
      })
      .from(trainerProfiles)
      .where(eq(trainerProfiles.trainerId, trainerId));
    return row ?? DEFAULT_TRAINER_SETTINGS;
  }

  weekly(trainerId: string, clubId?: string, db: Database = this.db): Promise<HoursStretch[]> {
    return db
      .select({
        clubId: trainerHours.clubId,
        weekday: trainerHours.weekday,
        startMinute: trainerHours.startMinute,
        endMinute: trainerHours.endMinute,
      })
      .from(trainerHours)
      .where(
        and(eq(trainerHours.trainerId, trainerId), clubId === undefined ? undefined : eq(trainerHours.clubId, clubId)),
      )
      .orderBy(asc(trainerHours.weekday), asc(trainerHours.startMinute));
  }

  /** Replaces the trainer's settings and whole week in one transaction. */
  async replace(trainerId: string, settings: TrainerSettings, weekly: readonly HoursStretch[], at: Date) {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(trainerProfiles)
        .values({ trainerId, ...settings, updatedAt: at })
        .onConflictDoUpdate({ target: trainerProfiles.trainerId, set: { ...settings, updatedAt: at } });
      await tx.delete(trainerHours).where(eq(trainerHours.trainerId, trainerId));
      if (weekly.length > 0) await tx.insert(trainerHours).values(weekly.map((stretch) => ({ trainerId, ...stretch })));
    });
  }

  timeOff(trainerId: string, after: Date): Promise<TimeOffRow[]> {
    return this.db
      .select()
      .from(trainerTimeOff)
      .where(and(eq(trainerTimeOff.trainerId, trainerId), gt(trainerTimeOff.endsAt, after)))
      .orderBy(asc(trainerTimeOff.startsAt));
  }

  async addTimeOff(row: typeof trainerTimeOff.$inferInsert): Promise<TimeOffRow> {
    const [added] = await this.db.insert(trainerTimeOff).values(row).returning();
    return added!;
  }

  async removeTimeOff(trainerId: string, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(trainerTimeOff)
      .where(and(eq(trainerTimeOff.trainerId, trainerId), eq(trainerTimeOff.id, id)))
      .returning({ id: trainerTimeOff.id });
    return removed.length > 0;
  }

  /**
   * What keeps the trainer busy between two instants: their live sessions to the end of their buffers, the classes
   * they teach (with the buffer after), their time off.
   */
  async busy(
    trainerId: string,
    from: Date,
    until: Date,
    bufferMinutes: number,
    db: Database = this.db,
  ): Promise<Busy[]> {
    const buffer = bufferMinutes * 60_000;
    const [sessions, classes, off] = await Promise.all([
      db
        .select({ startsAt: trainingSessions.startsAt, endsAt: trainingSessions.blockedUntil })
        .from(trainingSessions)
        .where(
          and(
            eq(trainingSessions.trainerId, trainerId),
            ne(trainingSessions.status, 'cancelled'),
            lt(trainingSessions.startsAt, until),
            gt(trainingSessions.blockedUntil, from),
          ),
        ),
      db
        .select({ startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
        .from(classSessions)
        .where(
          and(
            eq(classSessions.trainerId, trainerId),
            isNull(classSessions.cancelledAt),
            lt(classSessions.startsAt, until),
            gt(classSessions.endsAt, from),
          ),
        ),
      db
        .select({ startsAt: trainerTimeOff.startsAt, endsAt: trainerTimeOff.endsAt })
        .from(trainerTimeOff)
        .where(
          and(
            eq(trainerTimeOff.trainerId, trainerId),
            lt(trainerTimeOff.startsAt, until),
            gt(trainerTimeOff.endsAt, from),
          ),
        ),
    ]);
    return [
      ...sessions,
      ...classes.map((entry) => ({ startsAt: entry.startsAt, endsAt: new Date(entry.endsAt.getTime() + buffer) })),
      ...off,
    ];
  }
}
