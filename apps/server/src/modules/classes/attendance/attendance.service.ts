import { type Attendance, BOOKING_RULES } from '@gym/contracts/class-bookings';
import type { Clock } from '../../../lib/clock';
import type { AttendanceRepository } from './attendance.repository';

const MINUTE_MS = 60_000;

/** Attendance at classes (issue 29 points 8 and 10): the front desk's scan, and the trainer's roster. */
export class AttendanceService {
  constructor(private readonly deps: { repository: AttendanceRepository; clock: Clock }) {}

  /**
   * A member checked in at a club: their booked class there that starts within the next hour, or started up to 15
   * minutes ago, is marked attended. The bookings marked.
   */
  markAtDesk(checkIn: { userId: string; clubId: string; at: Date }): Promise<string[]> {
    const { at } = checkIn;
    return this.deps.repository.markAttendedStarting(
      checkIn.userId,
      checkIn.clubId,
      new Date(at.getTime() - BOOKING_RULES.attendMinutesAfter * MINUTE_MS),
      new Date(at.getTime() + BOOKING_RULES.attendMinutesBefore * MINUTE_MS),
      this.deps.clock.now(),
    );
  }

  /** The trainer's or the staff's call on a booked member; false when the booking is not a place in the session. */
  mark(sessionId: string, bookingId: string, attendance: Attendance): Promise<boolean> {
    return this.deps.repository.mark(sessionId, bookingId, attendance, this.deps.clock.now());
  }
}
