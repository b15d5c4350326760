import type { ClassRoster, RosterEntry } from '@gym/contracts/class-bookings';
import { type ClassSession, classSessionSchema } from '@gym/contracts/classes';
import { addDays, clubTodayIso } from '@gym/contracts/club-days';
import type { SessionUser } from '@gym/contracts/session-user';

/**
 * A Marin class as the trainer's and the console's roster answer it, timed from the real clock (the pages read
 * Date.now() to open attendance and stop a class's changes): `startsInMinutes` from now.
 */
export const SESSION_ID = '11111111-1111-4111-8111-111111111111';
export const TAYLOR = { id: '22222222-2222-4222-8222-222222222222', firstName: 'Taylor', lastName: 'Brooks' };
export const SOFIA = { id: '33333333-3333-4333-8333-333333333333', firstName: 'Sofia', lastName: 'Ramírez' };

export function sessionStarting(startsInMinutes: number, extra: Partial<ClassSession> = {}): ClassSession {
  const startsAt = new Date(Date.now() + startsInMinutes * 60_000);
  // Parsed as the API client parses it: whatever the schema has grown since, this is what a page is given.
  return classSessionSchema.parse({
    id: SESSION_ID,
    clubId: '101',
    classTypeId: 'power-spin',
    room: { id: 'room-1', name: 'Cycle Studio' },
    trainer: TAYLOR,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 45 * 60_000).toISOString(),
    day: clubTodayIso(startsAt),
    capacity: 20,
    booked: 3,
    waitlisted: 2,
    popular: false,
    cancelled: false,
    ...extra,
  });
}

const entry = (n: number, extra: Partial<RosterEntry>): RosterEntry => ({
  bookingId: `00000000-0000-4000-8000-00000000000${n}`,
  memberNumber: 100000 + n,
  firstName: 'Member',
  lastName: String(n),
  hasPhoto: false,
  firstTimer: false,
  attendance: null,
  ...extra,
});

export const ALEX = entry(1, { firstName: 'Alex', lastName: 'Rivera', hasPhoto: true, attendance: 'attended' });
export const JORDAN = entry(2, { firstName: 'Jordan', lastName: 'Lee', firstTimer: true });
export const SAM = entry(3, { firstName: 'Sam', lastName: 'Okafor', attendance: 'noShow' });

export function rosterOf(session: ClassSession, extra: Partial<ClassRoster> = {}): ClassRoster {
  return {
    session,
    className: 'Power Spin',
    booked: [ALEX, JORDAN, SAM],
    waitlist: [
      { bookingId: '00000000-0000-4000-8000-000000000004', firstName: 'Robin', lastName: 'First' },
      { bookingId: '00000000-0000-4000-8000-000000000005', firstName: 'Casey', lastName: 'Second' },
    ],
    ...extra,
  };
}

/** A day's date from the club's today. */
export const clubDayFromToday = (days: number) => addDays(clubTodayIso(), days);

/** A console or trainer account as a component test signs in. */
export function accountAs(role: SessionUser['role']): SessionUser {
  return {
    sfId: '5d0f3c1e-0000-4000-8000-000000000009',
    idCA: '100009',
    name: 'Casey Coach',
    email: `${role}@example.com`,
    firstName: 'Casey',
    favoriteLocationName: 'Marin',
    favoriteLocation: '101',
    favoriteLocationCAId: '101',
    memberStatus: 'active',
    scanCode: 'BFC-100009',
    isTrainer: role === 'trainer',
    isDirector: role === 'director',
    role,
  };
}
