import { and, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import type { Database } from '../../../db/client';
import { clubs, users, visits } from '../../../db/schema';

export interface VisitWithClub {
  id: string;
  checkedInAt: Date;
  clubId: string;
  clubName: string;
  clubDisplayName: string;
}

export interface HistoryRange {
  /** YYYY-MM-DD days in the clubs' time zone, both inclusive; undefined is open-ended. */
  startDate?: string;
  endDate?: string;
  limit: number;
}

export type CheckInMember = Pick<
  typeof users.$inferSelect,
  'id' | 'memberNumber' | 'firstName' | 'lastName' | 'memberStatus'
>;

/** The first instant of a club day (midnight in the clubs' time zone), computed by Postgres with its zone rules. */
const clubDayStart = (isoDate: string, plusDays = 0): SQL =>
  sql`((${isoDate}::date + ${plusDays}::int)::timestamp at time zone ${CLUB_TIME_ZONE})`;

const visitWithClub = {
  id: visits.id,
  checkedInAt: visits.checkedInAt,
  clubId: clubs.id,
  clubName: clubs.name,
  clubDisplayName: clubs.displayName,
};

/** Visits (front-desk check-ins) and the member look-up the desk needs. */
export class VisitsRepository {
  constructor(private readonly db: Database) {}

  /** One member's visits in the range, newest first. */
  listForMember(userId: string, range: HistoryRange): Promise<VisitWithClub[]> {
    const conditions = [eq(visits.userId, userId)];
    if (range.startDate) conditions.push(gte(visits.checkedInAt, clubDayStart(range.startDate)));
    if (range.endDate) conditions.push(lt(visits.checkedInAt, clubDayStart(range.endDate, 1)));
    return this.db
      .select(visitWithClub)
      .from(visits)
      .innerJoin(clubs, eq(clubs.id, visits.clubId))
      .where(and(...conditions))
      .orderBy(desc(visits.checkedInAt), desc(visits.id))
      .limit(range.limit);
  }

  /** Codes are stored in upper case; the caller passes the code normalised the same way. */
  async findMemberByScanCode(scanCode: string): Promise<CheckInMember | undefined> {
    const [row] = await this.db
      .select({
        id: users.id,
        memberNumber: users.memberNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        memberStatus: users.memberStatus,
      })
      .from(users)
      .where(eq(users.scanCode, scanCode));
    return row;
  }

  /**
   * Records a visit unless the member already has one at this club within the window, which is answered
   * instead. The member's row is locked for the check, so two desks scanning at once make one visit.
   */
  checkIn(
    userId: string,
    clubId: string,
    recordedBy: string,
    windowMinutes: number,
  ): Promise<{ visit: VisitWithClub; repeated: boolean }> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [recent] = await tx
        .select(visitWithClub)
        .from(visits)
        .innerJoin(clubs, eq(clubs.id, visits.clubId))
        .where(
          and(
            eq(visits.userId, userId),
            eq(visits.clubId, clubId),
            gt(visits.checkedInAt, sql`now() - make_interval(mins => ${windowMinutes}::int)`),
          ),
        )
        .orderBy(desc(visits.checkedInAt))
        .limit(1);
      if (recent) return { visit: recent, repeated: true };

      const [inserted] = await tx.insert(visits).values({ userId, clubId, recordedBy }).returning({ id: visits.id });
      if (!inserted) throw new Error('visit insert returned no row');
      const [visit] = await tx
        .select(visitWithClub)
        .from(visits)
        .innerJoin(clubs, eq(clubs.id, visits.clubId))
        .where(eq(visits.id, inserted.id));
      if (!visit) throw new Error('inserted visit not found');
      return { visit, repeated: false };
    });
  }
}
