import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Attendance } from '@gym/contracts/class-bookings';
import type { Database } from '../../../db/client';
import { classBookings, classSessions } from '../../../db/schema';

/** What was recorded of booked members: attended (the desk's scan, the trainer) or a no-show (the trainer). */
export class AttendanceRepository {
  constructor(private readonly db: Database) {}

  /**
   * Marks attended the member's booked, unmarked classes at the club starting in [from, until]: the desk's scan.
   * The bookings marked.
   */
  async markAttendedStarting(userId: string, clubId: string, from: Date, until: Date, at: Date): Promise<string[]> {
    const rows = await this.db
      .update(classBookings)
      .set({ attendance: 'attended', attendanceAt: at })
      .where(
        and(
          eq(classBookings.userId, userId),
          eq(classBookings.status, 'booked'),
          isNull(classBookings.attendance),
          sql`${classBookings.sessionId} in (select ${classSessions.id} from ${classSessions}
                where ${classSessions.clubId} = ${clubId} and ${classSessions.cancelledAt} is null
                  and ${classSessions.startsAt} between ${from.toISOString()} and ${until.toISOString()})`,
        ),
      )
      .returning({ id: classBookings.id });
    return rows.map((row) => row.id);
  }

  /**
   * Records a booked member's attendance in a session (the trainer's call, which may correct the desk's), in the
   * caller's transaction.
   */
  async mark(tx: Database, sessionId: string, bookingId: string, attendance: Attendance, at: Date): Promise<boolean> {
    const rows = await tx
      .update(classBookings)
      .set({ attendance, attendanceAt: at })
      .where(
        and(
          eq(classBookings.id, bookingId),
          eq(classBookings.sessionId, sessionId),
          eq(classBookings.status, 'booked'),
        ),
      )
      .returning({ id: classBookings.id });
    return rows.length === 1;
  }
}
