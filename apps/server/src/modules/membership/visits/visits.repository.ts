import { and, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { VisitMethod } from '@gym/contracts/visits';
import { takeCheckInCode } from './check-in-code-uses';
import type { Database } from '../../../db/client';
import { type BillingStatus, clubs, memberships, users, visits } from '../../../db/schema';
import { currentMembership } from '../current-membership';

export interface VisitWithClub {
  id: string;
  checkedInAt: Date;
  clubId: string;
  clubName: string;
  clubDisplayName: string;
}

/** How the desk let the member in: their rotating code of one window, or their number typed by staff. */
export type CheckInHow =
  { method: 'code'; codeWindow: number; oldestAccepted: number } | { method: Exclude<VisitMethod, 'code'> };

export interface CheckInEntry {
  userId: string;
  clubId: string;
  /** The staff account at the desk. */
  recordedBy: string;
  repeatWindowMinutes: number;
  how: CheckInHow;
  /** When, by the app's clock: the visit's time, and the end of the repeat window looked back over. */
  at: Date;
}

export type CheckInOutcome =
  { visit: VisitWithClub; method: VisitMethod; repeated: boolean; codeUsed?: undefined } | { codeUsed: true };

/**
 * Writes the audit row of a manual check-in inside its transaction (the staff domain's audit log,
 * docs/decisions/0032, passed in at registration: this module does not import it).
 */
export type AuditManualCheckIn = (
  tx: Database,
  entry: { staffId: string; memberId: string; clubId: string; visitId: string },
) => Promise<void>;

/** Thrown inside the transaction to roll the visit back when the code was taken already. */
class CodeAlreadyUsed extends Error {}

export interface HistoryRange {
  /** YYYY-MM-DD days in the clubs' time zone, both inclusive; undefined is open-ended. */
  startDate?: string;
  endDate?: string;
  limit: number;
}

export type CheckInMember = Pick<
  typeof users.$inferSelect,
  'id' | 'memberNumber' | 'firstName' | 'lastName' | 'memberStatus' | 'photoKey'
> & {
  /** The current membership's dues standing (docs/decisions/0027); null without an active membership. */
  billingStatus: BillingStatus | null;
  /** The current membership and its plan; null without one. */
  membershipId: string | null;
  planId: string | null;
  /** No current membership, and one that has ended (cancelled, or a pass run out). */
  membershipEnded: boolean;
};

/**
 * The first instant of a day at the visit's club (midnight on its clock, `clubs.time_zone`), computed by Postgres
 * with its zone rules: a member's history filtered by dates counts each visit on the day of the club it was at.
 */
const clubDayStart = (isoDate: string, plusDays = 0): SQL =>
  sql`((${isoDate}::date + ${plusDays}::int)::timestamp at time zone ${clubs.timeZone})`;

const visitWithClub = {
  id: visits.id,
  checkedInAt: visits.checkedInAt,
  clubId: clubs.id,
  clubName: clubs.name,
  clubDisplayName: clubs.displayName,
};

/** Visits (front-desk check-ins) and the member look-up the desk needs. */
export class VisitsRepository {
  constructor(
    private readonly db: Database,
    /** Only the desk records manual check-ins; readers of visits (a member's page) build this without it. */
    private readonly auditManual?: AuditManualCheckIn,
  ) {}

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

  /**
   * The member a scan code or a typed member number names. Codes are stored in upper case; the caller passes the
   * code normalised the same way.
   */
  async findMember(
    by: { scanCode: string } | { memberNumber: number } | { userId: string },
  ): Promise<CheckInMember | undefined> {
    const [row] = await this.db
      .select({
        id: users.id,
        memberNumber: users.memberNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        memberStatus: users.memberStatus,
        photoKey: users.photoKey,
      })
      .from(users)
      .where(
        'scanCode' in by
          ? eq(users.scanCode, by.scanCode)
          : 'userId' in by
            ? eq(users.id, by.userId)
            : eq(users.memberNumber, by.memberNumber),
      );
    if (!row) return undefined;
    const membership = await currentMembership(this.db, row.id);
    const ended = membership
      ? undefined
      : await this.db
          .select({ id: memberships.id })
          .from(memberships)
          .where(and(eq(memberships.userId, row.id), eq(memberships.status, 'ended')))
          .limit(1);
    return {
      ...row,
      billingStatus: membership?.billingStatus ?? null,
      membershipId: membership?.id ?? null,
      planId: membership?.planId ?? null,
      membershipEnded: Boolean(ended?.length),
    };
  }

  /** Where the member's join photo is kept; null when they have none, undefined when no member has the number. */
  async findPhotoKey(memberNumber: number): Promise<string | null | undefined> {
    const [row] = await this.db
      .select({ photoKey: users.photoKey })
      .from(users)
      .where(eq(users.memberNumber, memberNumber));
    return row?.photoKey;
  }

  /**
   * Records a visit unless the member already has one at this club within the window, which is answered
   * instead. The member's row is locked for the check, so two desks scanning at once make one visit. A rotating
   * code is taken in the same transaction (one use per member and window, the table's key), so a used code leaves
   * no visit and a failed visit leaves the code unused; a manual visit's audit row is written in it too.
   */
  async checkIn(entry: CheckInEntry): Promise<CheckInOutcome> {
    try {
      return await this.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
        const recent = await this.recentVisit(tx, entry);
        const { visit, method } = recent ?? (await this.insertVisit(tx, entry));
        if (entry.how.method === 'code') {
          const { codeWindow, oldestAccepted } = entry.how;
          const taken = await takeCheckInCode(tx, {
            userId: entry.userId,
            visitId: visit.id,
            codeWindow,
            oldestAccepted,
          });
          if (!taken) throw new CodeAlreadyUsed();
        } else if (!recent) {
          if (!this.auditManual) throw new Error('manual check-ins are audited: build the repository with the audit');
          await this.auditManual(tx, {
            staffId: entry.recordedBy,
            memberId: entry.userId,
            clubId: entry.clubId,
            visitId: visit.id,
          });
        }
        return { visit, method, repeated: recent !== undefined };
      });
    } catch (error) {
      if (error instanceof CodeAlreadyUsed) return { codeUsed: true };
      throw error;
    }
  }

  private async recentVisit(tx: Database, entry: CheckInEntry) {
    const [recent] = await tx
      .select({ ...visitWithClub, method: visits.method })
      .from(visits)
      .innerJoin(clubs, eq(clubs.id, visits.clubId))
      .where(
        and(
          eq(visits.userId, entry.userId),
          eq(visits.clubId, entry.clubId),
          gt(visits.checkedInAt, new Date(entry.at.getTime() - entry.repeatWindowMinutes * 60_000)),
        ),
      )
      .orderBy(desc(visits.checkedInAt))
      .limit(1);
    return recent && { visit: recent, method: recent.method };
  }

  private async insertVisit(tx: Database, entry: CheckInEntry) {
    const method = entry.how.method;
    const [inserted] = await tx
      .insert(visits)
      .values({
        userId: entry.userId,
        clubId: entry.clubId,
        recordedBy: entry.recordedBy,
        method,
        checkedInAt: entry.at,
      })
      .returning({ id: visits.id });
    if (!inserted) throw new Error('visit insert returned no row');
    const [visit] = await tx
      .select(visitWithClub)
      .from(visits)
      .innerJoin(clubs, eq(clubs.id, visits.clubId))
      .where(eq(visits.id, inserted.id));
    if (!visit) throw new Error('inserted visit not found');
    return { visit, method };
  }
}
