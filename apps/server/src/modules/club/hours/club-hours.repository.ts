import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Closure, ClosureBody, DayHours, WeeklyHours } from '@gym/contracts/club-hours';
import { WEEKDAYS } from '@gym/contracts/club-hours';
import type { Database } from '../../../db/client';
import { clubClosures, clubHours } from '../../../db/schema';

type ClosureRow = typeof clubClosures.$inferSelect;

const spanOf = (opens: number | null, closes: number | null): DayHours | null =>
  opens === null || closes === null ? null : { opens, closes };

export function toClosure(row: ClosureRow): Closure {
  return { id: row.id, date: row.day, hours: spanOf(row.opensMinute, row.closesMinute), reason: row.reason };
}

/** The weekly hours and the closures of the clubs; writes take the caller's transaction (the audit row's). */
export class ClubHoursRepository {
  constructor(private readonly db: Database) {}

  /**
   * Every club's week, by club id: seven entries, Sunday first, null for a day with no hours. Inside a write, read
   * through its transaction (`db`): PGlite has one connection, which the transaction holds.
   */
  async weekly(clubId?: string, db: Database = this.db): Promise<Map<string, WeeklyHours>> {
    const rows = await db
      .select()
      .from(clubHours)
      .where(clubId === undefined ? undefined : eq(clubHours.clubId, clubId));
    const weeks = new Map<string, WeeklyHours>();
    for (const row of rows) {
      let week = weeks.get(row.clubId);
      if (!week) {
        week = WEEKDAYS.map(() => null);
        weeks.set(row.clubId, week);
      }
      week[row.weekday] = { opens: row.opensMinute, closes: row.closesMinute };
    }
    return weeks;
  }

  /** Closures from one club day to another (both counted), soonest first; of one club or of all. */
  async closures(
    range: { from: string; through: string },
    clubId?: string,
    db: Database = this.db,
  ): Promise<(Closure & { clubId: string })[]> {
    const rows = await db
      .select()
      .from(clubClosures)
      .where(
        and(
          gte(clubClosures.day, range.from),
          lte(clubClosures.day, range.through),
          clubId === undefined ? undefined : eq(clubClosures.clubId, clubId),
        ),
      )
      .orderBy(asc(clubClosures.day));
    return rows.map((row) => ({ ...toClosure(row), clubId: row.clubId }));
  }

  async replaceWeekly(tx: Database, clubId: string, weekly: WeeklyHours): Promise<void> {
    await tx.delete(clubHours).where(eq(clubHours.clubId, clubId));
    const rows = weekly.flatMap((hours, weekday) =>
      hours ? [{ clubId, weekday, opensMinute: hours.opens, closesMinute: hours.closes }] : [],
    );
    if (rows.length > 0) await tx.insert(clubHours).values(rows);
  }

  /** The new closure, or null when the club has one that day already (the unique index decides, on any instance). */
  async insertClosure(tx: Database, clubId: string, body: ClosureBody): Promise<Closure | null> {
    const [row] = await tx
      .insert(clubClosures)
      .values({
        clubId,
        day: body.date,
        opensMinute: body.hours?.opens ?? null,
        closesMinute: body.hours?.closes ?? null,
        reason: body.reason,
      })
      .onConflictDoNothing()
      .returning();
    return row ? toClosure(row) : null;
  }

  async deleteClosure(tx: Database, clubId: string, closureId: string): Promise<Closure | null> {
    const [row] = await tx
      .delete(clubClosures)
      .where(and(eq(clubClosures.id, closureId), eq(clubClosures.clubId, clubId)))
      .returning();
    return row ? toClosure(row) : null;
  }
}
