import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ClassBooking } from '@gym/contracts/class-bookings';
import type { Database } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { toClassSession } from '../schedule';
import { classBookings, classSessions, classTypes, plans, rooms, users } from '../../../db/schema';

export type SessionToBook = typeof classSessions.$inferSelect & { premierOnly: boolean };

/** A member's places in classes; writes take the caller's transaction. */
export class BookingsRepository {
  constructor(private readonly db: Database) {}

  async session(sessionId: string): Promise<SessionToBook | undefined> {
    const [row] = await this.db
      .select({ session: classSessions, premierOnly: classTypes.premierOnly })
      .from(classSessions)
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .where(eq(classSessions.id, sessionId));
    return row ? { ...row.session, premierOnly: row.premierOnly } : undefined;
  }

  async planName(planId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ name: plans.name }).from(plans).where(eq(plans.id, planId));
    return row?.name;
  }

  /** One member's bookings one at a time, on any instance: their limits are counted under this lock. */
  async lockMember(tx: Database, userId: string): Promise<void> {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
  }

  /** The member's booked places in classes not started by `now`: all of them, and those on one club day. */
  async upcomingCounts(tx: Database, userId: string, now: Date, day: string): Promise<{ all: number; onDay: number }> {
    const { rows } = (await tx.execute(sql`
      select count(*)::int as all_upcoming, count(*) filter (where s.day = ${day})::int as on_day
        from class_bookings b join class_sessions s on s.id = b.session_id
       where b.user_id = ${userId} and b.status = 'booked' and s.starts_at > ${now.toISOString()}
         and s.cancelled_at is null`)) as { rows: { all_upcoming: number; on_day: number }[] };
    return { all: Number(rows[0]?.all_upcoming ?? 0), onDay: Number(rows[0]?.on_day ?? 0) };
  }

  /**
   * Takes a place: the booking, then the session's count, which its check keeps within capacity whatever runs at
   * the same time. 'taken' when the member holds a place already (the partial unique index), 'full' when no place
   * is left; the caller's transaction is then rolled back.
   */
  async book(tx: Database, sessionId: string, userId: string, at: Date): Promise<{ id: string } | 'taken' | 'full'> {
    let id: string;
    try {
      const [row] = await tx
        .insert(classBookings)
        .values({ sessionId, userId, bookedAt: at })
        .returning({ id: classBookings.id });
      id = row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
    const counted = await tx
      .update(classSessions)
      .set({ booked: sql`${classSessions.booked} + 1` })
      .where(
        and(
          eq(classSessions.id, sessionId),
          sql`${classSessions.booked} < ${classSessions.capacity}`,
          sql`${classSessions.cancelledAt} is null`,
        ),
      )
      .returning({ id: classSessions.id });
    return counted.length === 1 ? { id } : 'full';
  }

  /** Gives a member's place up; null when it is not theirs or no longer booked. */
  async cancel(
    tx: Database,
    bookingId: string,
    userId: string,
    at: Date,
    lateCancel: boolean,
  ): Promise<{ sessionId: string } | null> {
    const [row] = await tx
      .update(classBookings)
      .set({ status: 'cancelled', cancelledAt: at, lateCancel })
      .where(and(eq(classBookings.id, bookingId), eq(classBookings.userId, userId), eq(classBookings.status, 'booked')))
      .returning({ sessionId: classBookings.sessionId });
    if (!row) return null;
    await tx
      .update(classSessions)
      .set({ booked: sql`${classSessions.booked} - 1` })
      .where(eq(classSessions.id, row.sessionId));
    return row;
  }

  async bookingOf(userId: string, bookingId: string): Promise<ClassBooking | undefined> {
    const [booking] = await this.select(and(eq(classBookings.id, bookingId), eq(classBookings.userId, userId)));
    return booking;
  }

  /** A member's booked classes from `from` on, soonest first. */
  upcoming(userId: string, from: Date): Promise<ClassBooking[]> {
    return this.select(
      and(eq(classBookings.userId, userId), eq(classBookings.status, 'booked'), gte(classSessions.startsAt, from)),
      'soonest',
    );
  }

  /** A member's classes that started in [from, until), booked or cancelled, latest first. */
  past(userId: string, from: Date, until: Date): Promise<ClassBooking[]> {
    return this.select(
      and(eq(classBookings.userId, userId), gte(classSessions.startsAt, from), lt(classSessions.startsAt, until)),
      'latest',
    );
  }

  private async select(where: ReturnType<typeof and>, order: 'soonest' | 'latest' = 'soonest') {
    const rows = await this.db
      .select({
        booking: classBookings,
        session: classSessions,
        className: classTypes.name,
        roomName: rooms.name,
        trainerFirstName: users.firstName,
        trainerLastName: users.lastName,
      })
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .innerJoin(rooms, eq(rooms.id, classSessions.roomId))
      .innerJoin(users, eq(users.id, classSessions.trainerId))
      .where(where)
      .orderBy(order === 'soonest' ? asc(classSessions.startsAt) : desc(classSessions.startsAt));
    return rows.map(({ booking, session, className, roomName, trainerFirstName, trainerLastName }): ClassBooking => ({
      id: booking.id,
      status: booking.status,
      bookedAt: booking.bookedAt.toISOString(),
      cancelledAt: booking.cancelledAt?.toISOString() ?? null,
      lateCancel: booking.lateCancel,
      className,
      session: toClassSession({ session, roomName, trainerFirstName, trainerLastName }),
    }));
  }
}
