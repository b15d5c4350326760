import type { ClassBooking, MyClasses } from '@gym/contracts/class-bookings';
import type { ClassSession } from '@gym/contracts/classes';
import { CASTRO_WEEK, CLASS_TYPES } from './schedule-fixture';

/** Castro's week's sessions by the order the fixture lists them. */
export const [
  FRIDAY_SPIN,
  FRIDAY_DANCE,
  FRIDAY_HOT_YOGA,
  SATURDAY_SPIN,
  SATURDAY_YOGA,
  SUNDAY_SPIN,
  SUNDAY_HIIT,
  MONDAY_PILATES,
] = CASTRO_WEEK.sessions as [
  ClassSession,
  ClassSession,
  ClassSession,
  ClassSession,
  ClassSession,
  ClassSession,
  ClassSession,
  ClassSession,
];

const nameOf = (session: ClassSession) => CLASS_TYPES.find((type) => type.id === session.classTypeId)?.name ?? '';

let next = 0;

/** A member's booking of a class as GET /classes/bookings answers it: a place, unless `extra` says otherwise. */
export function bookingOf(session: ClassSession, extra: Partial<ClassBooking> = {}): ClassBooking {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    status: 'booked',
    bookedAt: '2027-03-08T18:00:00.000Z',
    cancelledAt: null,
    lateCancel: false,
    feeCents: null,
    rules: { lateCancelHours: 12, penalty: 'strike', feeCents: null },
    endedBy: null,
    waitlistPosition: null,
    placeOffered: false,
    promotedAt: null,
    freeCancel: false,
    drawAt: null,
    drawLost: false,
    attendance: null,
    session,
    className: nameOf(session),
    ...extra,
  };
}

export const NOTHING_BOOKED: MyClasses = { upcoming: [], past: [], strikes: [], barredUntil: null };
