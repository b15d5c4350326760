import type { RoomKind } from '@gym/contracts/clubs';
import type { WeeklyHours } from '@gym/contracts/club-hours';

/** The eight Bay Area clubs, at real neighbourhood coordinates (decisions.md item 17). Street numbers are fictional. */
export interface ClubSeed {
  id: string;
  displayName: string;
  street: string;
  city: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  totalCapacity: number;
  /** IANA time zone: every club of the chain is in the Bay Area today. */
  timeZone: string;
  featureListKey: 'oakland' | 'marin' | 'default';
  /** The hours a new database starts with; managers change them in the console (the seed never overwrites them). */
  hours: WeeklyHours;
  rooms: { name: string; description: string; capacity: number; kind: RoomKind }[];
}

const at = (hour: number, minute = 0) => hour * 60 + minute;
/** Sunday first: weekdays from `weekday`, weekends from `weekend`. */
const week = (weekday: [number, number], weekend: [number, number]): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const [opens, closes] = day === 0 || day === 6 ? weekend : weekday;
    return { opens, closes };
  });
const ROUND_THE_CLOCK: WeeklyHours = week([0, 1440], [0, 1440]);

const standardRooms: ClubSeed['rooms'] = [
  {
    name: 'Strength Floor',
    description: 'Racks, platforms, dumbbells to 120 lb and selectorised machines.',
    capacity: 60,
    kind: 'gymFloor',
  },
  { name: 'Cardio Deck', description: 'Treadmills, rowers, bikes and stair climbers.', capacity: 40, kind: 'gymFloor' },
  {
    name: 'Group Fitness Studio',
    description: 'HIIT, dance and bootcamp classes on a sprung floor.',
    capacity: 30,
    kind: 'studio',
  },
  { name: 'Cycle Studio', description: 'Indoor cycling with performance screens.', capacity: 28, kind: 'studio' },
];

const basketballCourt = {
  name: 'Basketball Court',
  description: 'Full-size hardwood court for pick-up games and leagues.',
  capacity: 20,
  kind: 'courts',
} as const;

export const CLUBS: ClubSeed[] = [
  {
    id: '101',
    displayName: 'Marin',
    street: '1450 Fourth Street',
    city: 'San Rafael',
    postalCode: '94901',
    latitude: 37.9735,
    longitude: -122.5311,
    totalCapacity: 420,
    timeZone: 'America/Los_Angeles',
    featureListKey: 'marin',
    hours: week([at(5), at(22)], [at(7), at(20)]),
    rooms: [
      ...standardRooms,
      { name: 'Outdoor Pool', description: 'Heated 25-yard lap pool, open all year.', capacity: 24, kind: 'pool' },
      { name: 'Yoga Studio', description: 'Warm studio for yoga and Pilates.', capacity: 25, kind: 'studio' },
    ],
  },
  {
    id: '102',
    displayName: 'Embarcadero',
    street: '2 Embarcadero Center',
    city: 'San Francisco',
    postalCode: '94111',
    latitude: 37.7946,
    longitude: -122.3999,
    totalCapacity: 350,
    timeZone: 'America/Los_Angeles',
    featureListKey: 'default',
    hours: [null, ...week([at(5), at(21)], [at(8), at(18)]).slice(1, 6), { opens: at(8), closes: at(18) }],
    rooms: standardRooms,
  },
  {
    id: '103',
    displayName: 'Fillmore',
    street: '1800 Fillmore Street',
    city: 'San Francisco',
    postalCode: '94115',
    latitude: 37.784,
    longitude: -122.433,
    totalCapacity: 280,
    timeZone: 'America/Los_Angeles',
    featureListKey: 'default',
    hours: week([at(5, 30), at(22)], [at(7), at(20)]),
    rooms: standardRooms,
  },
  {
    id: '104',
    displayName: 'Transbay',
    street: '425 Mission Street',
    city: 'San Francisco',
    postalCode: '94105',
    latitude: 37.7897,
    longitude: -122.3942,
    totalCapacity: 300,
    timeZone: 'America/Los_Angeles',
    featureListKey: 'default',
    hours: week([at(5), at(22)], [at(7), at(19)]),
    rooms: standardRooms,
  },
  {
    id: '105',
    displayName: 'Mid Market',
    street: '1155 Market Street',
    city: 'San Francisco',
    postalCode: '94103',
    latitude: 37.7786,
    longitude: -122.4158,
    totalCapacity: 320,
    timeZone: 'America/Los_Angeles',
    featureListKey: 'default',
    hours: ROUND_THE_CLOCK,
    rooms: standardRooms,
  },
  {
    id: '106',
    displayName: 'Oakland',
    street: '1900 Broadway',
    city: 'Oakland',
    postalCode: '94612',
    latitude: 37.8044,
    longitude: -122.2712,
    totalCapacity: 400,
    timeZone: 'America/Los_Angeles',
    featureListKey: 'oakland',
    hours: week([at(5), at(23)], [at(6), at(21)]),
    rooms: [
      ...standardRooms,
      {
        name: 'Rooftop Turf',
        description: 'Sled track and functional training under the sky.',
        capacity: 20,
        kind: 'gymFloor',
      },
      basketballCourt,
    ],
  },
  {
    id: '107',
    displayName: 'SoMa',
    street: '350 Second Street',
    city: 'San Francisco',
    postalCode: '94107',
    latitude: 37.7785,
    longitude: -122.4056,
    totalCapacity: 360,
    timeZone: 'America/Los_Angeles',
    featureListKey: 'default',
    hours: ROUND_THE_CLOCK,
    rooms: [...standardRooms, basketballCourt],
  },
  {
    id: '108',
    displayName: 'Castro',
    street: '2301 Market Street',
    city: 'San Francisco',
    postalCode: '94114',
    latitude: 37.7609,
    longitude: -122.435,
    totalCapacity: 260,
    timeZone: 'America/Los_Angeles',
    featureListKey: 'default',
    hours: week([at(5, 30), at(23)], [at(7), at(21)]),
    rooms: standardRooms,
  },
];

/** The three fixed 'Includes:' lists: Oakland, Marin and every other gym. */
export const FEATURE_LISTS: Record<ClubSeed['featureListKey'], string[]> = {
  oakland: [
    'Rooftop turf and sled track',
    'Strength floor with Olympic platforms',
    'Indoor cycling studio',
    'Group fitness classes',
    'Locker rooms with sauna and steam',
  ],
  marin: [
    'Heated outdoor lap pool',
    'Yoga and Pilates studio',
    'Strength floor and free weights',
    'Group fitness classes',
    "Kids' club while you train",
  ],
  default: [
    'Strength floor and free weights',
    'Cardio deck',
    'Indoor cycling studio',
    'Group fitness classes',
    'Locker rooms with sauna',
  ],
};
