import { BOOKING_RULES } from '@gym/contracts/class-bookings';
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
}
