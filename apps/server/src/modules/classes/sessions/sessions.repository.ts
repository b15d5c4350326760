import { type SQL, and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { ClassSession } from '@gym/contracts/classes';
import type { RosterEntry, TrainerClasses } from '@gym/contracts/class-bookings';
import type { Database } from '../../../db/client';
import {
  type ClassNoticeKind,
  classBookings,
  classNotices,
  classSessions,
  classTypes,
  clubs,
  rooms,
  users,
} from '../../../db/schema';

type ClassNotice = typeof classNotices.$inferSelect;
import { toClassSession } from '../schedule';

export type SessionRow = typeof classSessions.$inferSelect & {
  className: string;
  roomCapacity: number;
  /** Its club's time zone: the clock a move is given on. */
  timeZone: string;
};

/** One class session as its trainer and its club's managers run it; writes take the caller's transaction. */
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async session(sessionId: string, tx: Database = this.db): Promise<SessionRow | undefined> {
    const [row] = await tx
      .select({
        session: classSessions,
        className: classTypes.name,
        roomCapacity: rooms.capacity,
        timeZone: clubs.timeZone,
      })
      .from(classSessions)
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .innerJoin(rooms, eq(rooms.id, classSessions.roomId))
      .innerJoin(clubs, eq(clubs.id, classSessions.clubId))
      .where(eq(classSessions.id, sessionId));
    return row
      ? { ...row.session, className: row.className, roomCapacity: row.roomCapacity, timeZone: row.timeZone }
      : undefined;
  }

  /** A trainer's sessions starting in [from, until), soonest first. */
  trainerClasses(trainerId: string, from: Date, until: Date): Promise<TrainerClasses> {
    return this.shown(
      and(eq(classSessions.trainerId, trainerId), gte(classSessions.startsAt, from), lt(classSessions.startsAt, until)),
    );
  }

  /** One session as the schedule shows it. */
  async view(sessionId: string): Promise<ClassSession> {
    const [entry] = await this.shown(eq(classSessions.id, sessionId));
    if (!entry) throw new Error(`no session ${sessionId}`);
    return entry.session;
  }

  private async shown(where: SQL | undefined): Promise<TrainerClasses> {
    const rows = await this.db
      .select({
        session: classSessions,
        className: classTypes.name,
        roomName: rooms.name,
        trainerFirstName: users.firstName,
        trainerLastName: users.lastName,
      })
      .from(classSessions)
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .innerJoin(rooms, eq(rooms.id, classSessions.roomId))
      .innerJoin(users, eq(users.id, classSessions.trainerId))
      .where(where)
      .orderBy(asc(classSessions.startsAt));
    return rows.map((row) => ({ session: toClassSession(row), className: row.className }));
  }

  /** The members booked (first-timers marked: no class attended before this one) and the waitlist in order. */
  async roster(sessionId: string, startsAt: Date) {
    const { rows } = (await this.db.execute(sql`
      select b.id as booking_id, b.status, b.attendance, u.member_number, u.first_name, u.last_name,
             u.photo_key is not null as has_photo,
             not exists (select 1 from class_bookings e join class_sessions es on es.id = e.session_id
                          where e.user_id = b.user_id and e.attendance = 'attended'
                            and es.starts_at < ${startsAt.toISOString()}) as first_timer
        from class_bookings b join users u on u.id = b.user_id
       where b.session_id = ${sessionId} and b.status in ('booked', 'waitlisted')
       order by b.status, b.queue`)) as {
      rows: {
        booking_id: string;
        status: string;
        attendance: RosterEntry['attendance'];
        member_number: number;
        first_name: string;
        last_name: string;
        has_photo: boolean;
        first_timer: boolean;
      }[];
    };
    const booked: RosterEntry[] = rows
      .filter((row) => row.status === 'booked')
      .map((row) => ({
        bookingId: row.booking_id,
        memberNumber: Number(row.member_number),
        firstName: row.first_name,
        lastName: row.last_name,
        hasPhoto: row.has_photo,
        firstTimer: row.first_timer,
        attendance: row.attendance,
      }))
      .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    const waitlist = rows
      .filter((row) => row.status === 'waitlisted')
      .map((row) => ({ bookingId: row.booking_id, firstName: row.first_name, lastName: row.last_name }));
    return { booked, waitlist };
  }

  /** The member number of a booked member of the session (for their photo), or undefined. */
  async bookedMemberNumber(sessionId: string, bookingId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ memberNumber: users.memberNumber })
      .from(classBookings)
      .innerJoin(users, eq(users.id, classBookings.userId))
      .where(
        and(
          eq(classBookings.id, bookingId),
          eq(classBookings.sessionId, sessionId),
          eq(classBookings.status, 'booked'),
        ),
      );
    return row?.memberNumber ?? undefined;
  }

  /**
   * Cancels sessions with their places (booked and waiting, ended by the club: no strike, no fee) and writes a
   * notice for each member. The sessions cancelled.
   */
  async cancelSessions(
    tx: Database,
    sessionIds: string[],
    at: Date,
    notice: { reason: string; closed: boolean },
  ): Promise<number> {
    if (sessionIds.length === 0) return 0;
    const cancelled = await tx
      .update(classSessions)
      .set({ cancelledAt: at, cancelReason: notice.reason, booked: 0, waitlisted: 0 })
      .where(and(inArray(classSessions.id, sessionIds), sql`${classSessions.cancelledAt} is null`))
      .returning({ id: classSessions.id });
    if (cancelled.length === 0) return 0;
    // Each place as it was (booked, or waiting in line) as it is ended: the notice says which the member lost.
    const { rows: ended } = (await tx.execute(sql`
      update class_bookings b
         set status = 'cancelled', cancelled_at = ${at.toISOString()}, late_cancel = false, ended_by = 'club'
        from (select id, status from class_bookings
               where session_id in ${cancelled.map((row) => row.id)}
                 and status in ('booked', 'waitlisted', 'requested')
                 for update) before
       where b.id = before.id
      returning b.id, b.user_id as "userId", before.status as "was"`)) as {
      rows: { id: string; userId: string; was: string }[];
    };
    if (ended.length > 0) {
      await tx.insert(classNotices).values(
        ended.map((booking) => ({
          userId: booking.userId,
          bookingId: booking.id,
          kind: 'classCancelled' as const,
          details: { reason: notice.reason, closed: notice.closed, waiting: booking.was !== 'booked' },
        })),
      );
    }
    return cancelled.length;
  }

  /**
   * A substitute teaches the session: everyone booked or waiting is told, and may now give their place up with no
   * strike.
   */
  async substitute(tx: Database, sessionId: string, trainerId: string): Promise<void> {
    await tx.update(classSessions).set({ trainerId }).where(eq(classSessions.id, sessionId));
    const live = await tx
      .update(classBookings)
      .set({ freeCancel: true })
      .where(
        and(
          eq(classBookings.sessionId, sessionId),
          inArray(classBookings.status, ['booked', 'waitlisted', 'requested']),
        ),
      )
      .returning({ id: classBookings.id, userId: classBookings.userId });
    if (live.length > 0) {
      await tx
        .insert(classNotices)
        .values(
          live.map((booking) => ({ userId: booking.userId, bookingId: booking.id, kind: 'trainerChanged' as const })),
        );
    }
  }

  /** Writes a notice of `kind` to the member of each booking. */
  async tell(bookingIds: string[], kind: ClassNoticeKind, details: ClassNotice['details']): Promise<void> {
    if (bookingIds.length === 0) return;
    await this.db.execute(sql`
      insert into class_notices (user_id, booking_id, kind, details)
      select b.user_id, b.id, ${kind}, ${JSON.stringify(details)}::jsonb from class_bookings b
       where b.id in (${sql.join(
         bookingIds.map((id) => sql`${id}`),
         sql`, `,
       )})`);
  }

  /** Sets the capacity where it is not below the places taken; false when it is. */
  async setCapacity(tx: Database, sessionId: string, capacity: number): Promise<boolean> {
    const rows = await tx
      .update(classSessions)
      .set({ capacity })
      .where(and(eq(classSessions.id, sessionId), sql`${classSessions.booked} <= ${capacity}`))
      .returning({ id: classSessions.id });
    return rows.length === 1;
  }

  /** A club's trainers (their home club), for a substitution. */
  async clubTrainers(clubId: string, tx: Database = this.db) {
    return tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.role, 'trainer'), eq(users.homeClubId, clubId)))
      .orderBy(asc(users.firstName), asc(users.lastName));
  }

  async memberId(memberNumber: number, tx: Database = this.db): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.memberNumber, memberNumber), eq(users.role, 'member')));
    return row?.id;
  }
}
