import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { type ClassBooking, type Strike, drawAt } from '@gym/contracts/class-bookings';
import type { ClassRules } from '@gym/contracts/class-rules';
import type { Database } from '../../../db/client';
import { toClassSession } from '../schedule';
import {
  classBookings,
  classFees,
  classSessionRules,
  classSessions,
  classTypes,
  clubs,
  plans,
  rooms,
  users,
} from '../../../db/schema';
import { rulesOf, sessionRuleColumns } from '../rules';
import { freedPlaceGoes } from './waitlist-rules';

/** A session as booking it needs it: with its class type's Premier flag and the rules it is booked under. */
export type SessionToBook = typeof classSessions.$inferSelect & { premierOnly: boolean; rules: ClassRules };

/** A member's places in classes as they read them (the writes are PlacesRepository's). */
export class BookingsRepository {
  constructor(private readonly db: Database) {}

  async session(sessionId: string): Promise<SessionToBook | undefined> {
    const [row] = await this.db
      .select({ session: classSessions, premierOnly: classTypes.premierOnly, rules: sessionRuleColumns })
      .from(classSessions)
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .innerJoin(classSessionRules, eq(classSessionRules.sessionId, classSessions.id))
      .where(eq(classSessions.id, sessionId));
    return row ? { ...row.session, premierOnly: row.premierOnly, rules: rulesOf(row.rules) } : undefined;
  }

  async clubTimeZone(clubId: string): Promise<string> {
    const [row] = await this.db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
    if (!row) throw new Error(`no club ${clubId}`);
    return row.timeZone;
  }

  async planName(planId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ name: plans.name }).from(plans).where(eq(plans.id, planId));
    return row?.name;
  }

  /** A member's booking as it is at `now` (its place on the waitlist, a place offered). */
  async bookingOf(userId: string, bookingId: string, now: Date): Promise<ClassBooking | undefined> {
    const [booking] = await this.select(and(eq(classBookings.id, bookingId), eq(classBookings.userId, userId)), now);
    return booking;
  }

  /** A member's booked and waiting classes from `now` on, soonest first. */
  upcoming(userId: string, now: Date): Promise<ClassBooking[]> {
    return this.select(
      and(
        eq(classBookings.userId, userId),
        inArray(classBookings.status, ['booked', 'waitlisted', 'requested']),
        gte(classSessions.startsAt, now),
      ),
      now,
      'soonest',
    );
  }

  /** A member's classes that started in [from, now), booked or cancelled, latest first (not the waits). */
  past(userId: string, from: Date, now: Date): Promise<ClassBooking[]> {
    return this.select(
      and(
        eq(classBookings.userId, userId),
        inArray(classBookings.status, ['booked', 'cancelled']),
        gte(classSessions.startsAt, from),
        lt(classSessions.startsAt, now),
      ),
      now,
      'latest',
    );
  }

  /**
   * The member's late cancels (when made) and no-shows (when the class started) from `since` on that were strikes
   * (not charged as fees).
   */
  async strikes(userId: string, since: Date): Promise<Strike[]> {
    const { rows } = (await this.db.execute(sql`
      select case when b.late_cancel then b.cancelled_at else s.starts_at end as at,
             case when b.late_cancel then 'lateCancel' else 'noShow' end as kind, t.name as class_name
        from class_bookings b
        join class_sessions s on s.id = b.session_id
        join class_types t on t.id = s.class_type_id
       where b.user_id = ${userId}
         and ((b.late_cancel and b.cancelled_at >= ${since.toISOString()})
           or (b.attendance = 'noShow' and s.starts_at >= ${since.toISOString()}))
         -- A club that charges a fee instead: the fee is the whole of it.
         and not exists (select 1 from class_fees f where f.booking_id = b.id)
       order by at desc`)) as { rows: { at: Date | string; kind: Strike['kind']; class_name: string }[] };
    return rows.map((row) => ({ at: new Date(row.at).toISOString(), kind: row.kind, className: row.class_name }));
  }

  private async select(where: ReturnType<typeof and>, now: Date, order: 'soonest' | 'latest' = 'soonest') {
    const rows = await this.db
      .select({
        booking: classBookings,
        // Its place on the waitlist: those waiting ahead of it, and itself.
        waitlistPosition: sql<number>`(select count(*)::int from class_bookings w
          where w.session_id = ${classBookings.sessionId} and w.status = 'waitlisted'
            and w.queue <= ${classBookings.queue})`,
        session: classSessions,
        className: classTypes.name,
        roomName: rooms.name,
        trainerFirstName: users.firstName,
        trainerLastName: users.lastName,
        rules: sessionRuleColumns,
        feeCents: sql<number | null>`case when ${classFees.waivedAt} is null then ${classFees.amountCents} end`,
      })
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
      .innerJoin(rooms, eq(rooms.id, classSessions.roomId))
      .innerJoin(users, eq(users.id, classSessions.trainerId))
      .innerJoin(classSessionRules, eq(classSessionRules.sessionId, classSessions.id))
      .leftJoin(classFees, eq(classFees.bookingId, classBookings.id))
      .where(where)
      .orderBy(order === 'soonest' ? asc(classSessions.startsAt) : desc(classSessions.startsAt));
    return rows.map((row): ClassBooking => {
      const { booking, session } = row;
      const waiting = booking.status === 'waitlisted';
      const rules = rulesOf(row.rules);
      return {
        id: booking.id,
        status: booking.status,
        bookedAt: booking.bookedAt.toISOString(),
        cancelledAt: booking.cancelledAt?.toISOString() ?? null,
        lateCancel: booking.lateCancel,
        feeCents: row.feeCents === null ? null : Number(row.feeCents),
        rules: { lateCancelHours: rules.lateCancelHours, penalty: rules.penalty, feeCents: rules.feeCents },
        endedBy: booking.endedBy,
        waitlistPosition: waiting ? Number(row.waitlistPosition) : null,
        placeOffered:
          waiting &&
          session.booked < session.capacity &&
          session.cancelledAt === null &&
          freedPlaceGoes(session.startsAt, now) === 'toFirstClaim',
        promotedAt: booking.promotedAt?.toISOString() ?? null,
        freeCancel: booking.freeCancel,
        drawAt: booking.status === 'requested' ? drawAt(session.startsAt, rules.opensDaysBefore).toISOString() : null,
        drawLost: booking.drawLost,
        attendance: booking.attendance,
        className: row.className,
        session: toClassSession(row),
      };
    });
  }
}
