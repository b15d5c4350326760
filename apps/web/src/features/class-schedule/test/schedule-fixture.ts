import type { ClassSession, ClassType, ClubSchedule } from '@gym/contracts/classes';
import type { Club } from '@gym/contracts/clubs';

/**
 * Castro's week from Friday 12 March 2027, across the daylight-saving change of Sunday the 14th (2 a.m. becomes
 * 3 a.m. in Los Angeles): the same 6:30 a.m. spin class is 14:30 UTC on Friday and 13:30 UTC on Sunday.
 */

const club = (id: string, displayName: string, totalCapacity = 300): Club => ({
  clubautomationclubidC: id,
  name: `Bay Fit ${displayName}`,
  displayName,
  streetC: '1 Main Street',
  cityC: 'San Francisco',
  miles: null,
  totalCapacity,
  olsBgMobile: '/m.svg',
  olsBgDesktop: '/d.svg',
});

export const CLUBS: Club[] = [
  club('101', 'Marin'),
  club('108', 'Castro'),
  club('106', 'Oakland'),
  club('105', 'SoMa'),
  // Closed for good: never offered.
  club('109', 'Old Depot', 0),
];

const type = (
  id: string,
  name: string,
  level: ClassType['level'],
  image: ClassType['image'],
  durationMinutes: number,
  premierOnly = false,
): ClassType => ({ id, name, description: '', level, image, durationMinutes, premierOnly });

export const CLASS_TYPES: ClassType[] = [
  type('power-spin', 'Power Spin', 'intermediate', 'spin', 45),
  type('dance-cardio', 'Dance Cardio', 'allLevels', 'dance', 45),
  type('hot-yoga', 'Hot Yoga', 'advanced', 'yoga', 75, true),
  type('yoga-flow', 'Yoga Flow', 'allLevels', 'yoga', 60),
  type('hiit-circuit', 'HIIT Circuit', 'intermediate', 'hiit', 45),
  type('mat-pilates', 'Mat Pilates', 'beginner', 'pilates', 50),
  // Not on Castro's week: not offered by the filter.
  type('aqua-fit', 'Aqua Fit', 'allLevels', 'swim', 45),
];

const RYAN = { id: 't1', firstName: 'Ryan', lastName: "O'Neil" };
const CARMEN = { id: 't2', firstName: 'Carmen', lastName: 'Ortiz' };

let next = 0;
function session(
  classTypeId: string,
  day: string,
  startsAt: string,
  minutes: number,
  trainer: ClassSession['trainer'],
  extra: Partial<ClassSession> = {},
): ClassSession {
  next += 1;
  return {
    id: `s${next}`,
    clubId: '108',
    classTypeId,
    room:
      classTypeId === 'power-spin' ? { id: 'r2', name: 'Cycle Studio' } : { id: 'r1', name: 'Group Fitness Studio' },
    trainer,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    day,
    capacity: 30,
    booked: 0,
    waitlisted: 0,
    popular: false,
    cancelled: false,
    ...extra,
  };
}

export const CASTRO_WEEK: ClubSchedule = {
  clubId: '108',
  timeZone: 'America/Los_Angeles',
  from: '2027-03-12',
  through: '2027-03-18',
  classTypes: CLASS_TYPES,
  sessions: [
    session('power-spin', '2027-03-12', '2027-03-12T14:30:00.000Z', 45, RYAN, { capacity: 28, booked: 16 }),
    session('dance-cardio', '2027-03-12', '2027-03-13T01:00:00.000Z', 45, RYAN, { booked: 30 }),
    session('hot-yoga', '2027-03-12', '2027-03-13T02:30:00.000Z', 75, CARMEN, { capacity: 24, cancelled: true }),
    session('power-spin', '2027-03-13', '2027-03-13T17:00:00.000Z', 45, RYAN),
    session('yoga-flow', '2027-03-13', '2027-03-13T18:30:00.000Z', 60, CARMEN),
    session('power-spin', '2027-03-14', '2027-03-14T13:30:00.000Z', 45, RYAN, {
      capacity: 1,
      booked: 1,
      waitlisted: 3,
    }),
    session('hiit-circuit', '2027-03-14', '2027-03-14T17:00:00.000Z', 45, RYAN),
    session('mat-pilates', '2027-03-15', '2027-03-15T19:15:00.000Z', 50, CARMEN),
  ],
};
