import type { ClubPage, ClubPageClass } from '@gym/contracts/club-page';
import type { PlanInfoAnswer } from '@gym/contracts/plans';

const H = (hours: number, minutes = 0) => hours * 60 + minutes;

/** A club's page as GET /clubs/page/:slug answers it, for the page's tests. */
/** Friday 27 November's 6 p.m. spin, running at the fixture's busy estimate (6:17 p.m.), and the 7:15 boxing after it. */
const SPIN_NOW: ClubPageClass = {
  id: 's1',
  clubId: '108',
  classTypeId: 'power-spin',
  className: 'Power Spin',
  room: { id: 'r2', name: 'Cycle Studio' },
  trainer: { id: 't1', firstName: 'Jordan', lastName: 'Lee' },
  startsAt: '2026-11-28T02:00:00.000Z',
  endsAt: '2026-11-28T02:45:00.000Z',
  day: '2026-11-27',
  capacity: 30,
  booked: 28,
  waitlisted: 0,
  popular: false,
  cancelled: false,
};
const BOXING_LATER: ClubPageClass = {
  ...SPIN_NOW,
  id: 's2',
  classTypeId: 'boxing-basics',
  className: 'Boxing Basics',
  room: { id: 'r1', name: 'Group Fitness Studio' },
  startsAt: '2026-11-28T03:15:00.000Z',
  endsAt: '2026-11-28T04:00:00.000Z',
  capacity: 24,
  booked: 9,
};

export const CASTRO_PAGE: ClubPage = {
  club: {
    clubautomationclubidC: '108',
    name: 'Bay Fit Castro',
    displayName: 'Castro',
    streetC: '2301 Market Street',
    cityC: 'San Francisco',
    miles: null,
    totalCapacity: 250,
    olsBgMobile: '/clubs/castro-mobile.svg',
    olsBgDesktop: '/clubs/castro-desktop.svg',
  },
  slug: 'castro',
  address: { street: '2301 Market Street', city: 'San Francisco', region: 'CA', postalCode: '94114', country: 'US' },
  latitude: 37.76433,
  longitude: -122.43301,
  hours: {
    clubId: '108',
    timeZone: 'America/Los_Angeles',
    // Sunday first: weekends shorter, Friday round the clock, Saturday until midnight.
    weekly: [
      { opens: H(8), closes: H(20) },
      { opens: H(5, 30), closes: H(22) },
      { opens: H(5, 30), closes: H(22) },
      { opens: H(5, 30), closes: H(22) },
      { opens: H(5, 30), closes: H(22) },
      { opens: 0, closes: 1440 },
      { opens: H(8), closes: 1440 },
    ],
    closures: [
      { id: 'c1', date: '2026-11-26', hours: null, reason: 'Thanksgiving' },
      { id: 'c2', date: '2026-12-24', hours: { opens: H(6), closes: H(16) }, reason: 'Christmas Eve' },
    ],
    now: { open: true, changesAt: '2026-11-28T06:00:00.000Z' },
  },
  busy: {
    clubId: '108',
    level: 'busy',
    people: 62,
    percent: 25,
    comparedWithUsual: 'busierThanUsual',
    usual: [
      { hour: 17, level: 'busy', percent: 30 },
      { hour: 18, level: 'veryBusy', percent: 45 },
    ],
    visitMinutes: 75,
    at: '2026-11-28T02:17:31.000Z',
  },
  rooms: [
    {
      id: 'r1',
      clubId: '108',
      name: 'Main floor',
      description: 'Free weights and machines',
      capacity: 180,
      kind: 'gymFloor',
    },
    {
      id: 'r2',
      clubId: '108',
      name: 'Cycle Studio',
      description: 'Indoor cycling with performance screens.',
      capacity: 30,
      kind: 'studio',
    },
  ],
  amenities: ['Sauna', 'Yoga and Pilates studio'],
  trainers: [{ id: 't1', firstName: 'Jordan', lastName: 'Lee' }],
  todaysClasses: [SPIN_NOW, BOXING_LATER],
  classesNow: [SPIN_NOW],
};

/** Castro's plans as get-location-plans-details answers them. */
export const CASTRO_PLANS: PlanInfoAnswer['data'] = {
  clubId: '108',
  features: ['Sauna', 'Yoga and Pilates studio'],
  planData: [
    {
      id: 'castro-monthly',
      name: 'Castro Month to Month',
      itemName: 'Castro Monthly Membership',
      price: 78.99,
      description: 'Unlimited access to Castro, billed monthly.',
      locationIds: ['108'],
    },
  ],
};
