import { type Attendance, BOOKING_RULES } from '@gym/contracts/class-bookings';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { FeesService } from '../fees';
import type { RulesService } from '../rules';
import type { AttendanceRepository } from './attendance.repository';

const MINUTE_MS = 60_000;

/** Attendance at classes (issue 29 points 8 and 10): the front desk's scan, and the trainer's roster. */
export class AttendanceService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: AttendanceRepository;
      rules: Pick<RulesService, 'forSession'>;
      fees: Pick<FeesService, 'charge' | 'waiveNoShow'>;
      clock: Clock;
    },
  ) {}

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

  /**
   * The trainer's or the staff's call on a booked member; false when the booking is not a place in the session. At
   * a club that charges for no-shows, a no-show's fee is posted with the mark (once per booking), and waived when
   * the mark is corrected to attended.
   */
  mark(sessionId: string, bookingId: string, attendance: Attendance): Promise<boolean> {
    const { db, repository, rules, fees, clock } = this.deps;
    return db.transaction(async (tx) => {
      if (!(await repository.mark(tx, sessionId, bookingId, attendance, clock.now()))) return false;
      if (attendance === 'noShow') await fees.charge(tx, bookingId, 'noShow', await rules.forSession(sessionId, tx));
      else await fees.waiveNoShow(tx, bookingId);
      return true;
    });
  }
}
