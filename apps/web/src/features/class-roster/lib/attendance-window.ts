import { BOOKING_RULES } from '@gym/contracts/class-bookings';

/**
 * Attendance is taken from this many minutes before a class starts: the server's rule (sessions.service.ts
 * markAttendance reads the same constant) and its 409 otherwise. The page only says so before it opens.
 */
export const ATTENDANCE_OPENS_MINUTES = BOOKING_RULES.attendMinutesAfter;

/** When attendance can first be taken for a class starting at `startsAt`. */
export function attendanceOpensAt(startsAt: string): number {
  return Date.parse(startsAt) - ATTENDANCE_OPENS_MINUTES * 60_000;
}

export function attendanceOpen(startsAt: string, now: number): boolean {
  return now >= attendanceOpensAt(startsAt);
}
