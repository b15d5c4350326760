import type { ClassImage, ClassLevel } from '@gym/contracts/classes';

/** The chain's first classes (issue 29): added at a start when missing; managers edit them from then on (0051). */
export const CLASS_TYPES: {
  id: string;
  name: string;
  description: string;
  level: ClassLevel;
  durationMinutes: number;
  image: ClassImage;
  premierOnly: boolean;
}[] = [
  {
    id: 'yoga-flow',
    name: 'Yoga Flow',
    description: 'Breath-led vinyasa that builds strength and mobility. Mats and blocks provided.',
    level: 'allLevels',
    durationMinutes: 60,
    image: 'yoga',
    premierOnly: false,
  },
  {
    id: 'hot-yoga',
    name: 'Hot Yoga',
    description: 'A longer, heated practice for experienced yogis. Bring water and a towel.',
    level: 'advanced',
    durationMinutes: 75,
    image: 'yoga',
    premierOnly: true,
  },
  {
    id: 'power-spin',
    name: 'Power Spin',
    description: 'Intervals on the bike to the beat, with your power on the screen.',
    level: 'intermediate',
    durationMinutes: 45,
    image: 'spin',
    premierOnly: false,
  },
  {
    id: 'hiit-circuit',
    name: 'HIIT Circuit',
    description: 'Short, hard rounds of bodyweight, kettlebell and cardio stations.',
    level: 'intermediate',
    durationMinutes: 45,
    image: 'hiit',
    premierOnly: false,
  },
  {
    id: 'mat-pilates',
    name: 'Mat Pilates',
    description: 'Core strength, posture and control, at a pace that suits beginners.',
    level: 'beginner',
    durationMinutes: 50,
    image: 'pilates',
    premierOnly: false,
  },
  {
    id: 'strength-lab',
    name: 'Strength Lab',
    description: 'Coached barbell and dumbbell work in small groups: learn the lifts, then load them.',
    level: 'allLevels',
    durationMinutes: 60,
    image: 'strength',
    premierOnly: false,
  },
  {
    id: 'boxing-basics',
    name: 'Boxing Basics',
    description: 'Footwork, combinations and bag work. Gloves and wraps to borrow at the desk.',
    level: 'beginner',
    durationMinutes: 45,
    image: 'boxing',
    premierOnly: false,
  },
  {
    id: 'dance-cardio',
    name: 'Dance Cardio',
    description: 'Easy-to-follow routines to current hits. No dance experience needed.',
    level: 'allLevels',
    durationMinutes: 45,
    image: 'dance',
    premierOnly: false,
  },
  {
    id: 'aqua-fit',
    name: 'Aqua Fit',
    description: 'Low-impact cardio and strength in the pool, kind to joints.',
    level: 'allLevels',
    durationMinutes: 45,
    image: 'swim',
    premierOnly: false,
  },
];

/** Two trainers a club (Marin's first is the demo trainer account, Taylor Brooks): staff records without a password. */
export const DEMO_TRAINERS: Record<string, [string, string][]> = {
  '101': [
    ['Taylor', 'Brooks'],
    ['Sofia', 'Ramírez'],
  ],
  '102': [
    ['Marcus', 'Lee'],
    ['Priya', 'Nair'],
  ],
  '103': [
    ['Jamal', 'Carter'],
    ['Elena', 'Vásquez'],
  ],
  '104': [
    ['Kenji', 'Watanabe'],
    ['Olivia', 'Grant'],
  ],
  '105': [
    ['Diego', 'Morales'],
    ['Hannah', 'Kim'],
  ],
  '106': [
    ['Andre', 'Washington'],
    ['Lucía', 'Fernández'],
  ],
  '107': [
    ['Chris', 'Patel'],
    ['Maya', 'Goldberg'],
  ],
  '108': [
    ['Ryan', "O'Neil"],
    ['Carmen', 'Ortiz'],
  ],
};

const at = (hour: number, minute = 0) => hour * 60 + minute;

/** Which room a class is in, by the room's name (each club's rooms, seed-data/clubs.ts). */
export type DemoRoom = 'Group Fitness Studio' | 'Cycle Studio' | 'Yoga Studio' | 'Outdoor Pool';

export interface DemoSeries {
  classTypeId: string;
  room: DemoRoom;
  weekdays: number[];
  startMinute: number;
  capacity: number;
  /** The club's first or second trainer. */
  trainer: 0 | 1;
}

/**
 * A believable week at every club (about 25 classes); a class falling while its club is closed (Embarcadero's
 * Sundays) is simply not put on, as the schedule never offers one then.
 */
export const DEMO_WEEK: DemoSeries[] = [
  {
    classTypeId: 'power-spin',
    room: 'Cycle Studio',
    weekdays: [1, 3, 5],
    startMinute: at(6, 30),
    capacity: 28,
    trainer: 0,
  },
  {
    classTypeId: 'hiit-circuit',
    room: 'Group Fitness Studio',
    weekdays: [2, 4],
    startMinute: at(6, 30),
    capacity: 30,
    trainer: 1,
  },
  {
    classTypeId: 'mat-pilates',
    room: 'Group Fitness Studio',
    weekdays: [1, 3],
    startMinute: at(12, 15),
    capacity: 25,
    trainer: 1,
  },
  {
    classTypeId: 'power-spin',
    room: 'Cycle Studio',
    weekdays: [2, 4],
    startMinute: at(12, 15),
    capacity: 28,
    trainer: 0,
  },
  {
    classTypeId: 'yoga-flow',
    room: 'Group Fitness Studio',
    weekdays: [1, 2, 3, 4],
    startMinute: at(18),
    capacity: 30,
    trainer: 1,
  },
  {
    classTypeId: 'boxing-basics',
    room: 'Group Fitness Studio',
    weekdays: [1, 3],
    startMinute: at(19, 15),
    capacity: 24,
    trainer: 0,
  },
  {
    classTypeId: 'strength-lab',
    room: 'Group Fitness Studio',
    weekdays: [2, 4],
    startMinute: at(19, 15),
    capacity: 20,
    trainer: 0,
  },
  {
    classTypeId: 'hot-yoga',
    room: 'Group Fitness Studio',
    weekdays: [5],
    startMinute: at(18, 30),
    capacity: 24,
    trainer: 1,
  },
  {
    classTypeId: 'dance-cardio',
    room: 'Group Fitness Studio',
    weekdays: [5],
    startMinute: at(17),
    capacity: 30,
    trainer: 0,
  },
  { classTypeId: 'power-spin', room: 'Cycle Studio', weekdays: [6], startMinute: at(9), capacity: 28, trainer: 0 },
  {
    classTypeId: 'yoga-flow',
    room: 'Group Fitness Studio',
    weekdays: [6],
    startMinute: at(10, 30),
    capacity: 30,
    trainer: 1,
  },
  {
    classTypeId: 'hiit-circuit',
    room: 'Group Fitness Studio',
    weekdays: [0],
    startMinute: at(10),
    capacity: 30,
    trainer: 0,
  },
];

/** Marin's own: its pool and its yoga studio. */
export const MARIN_EXTRAS: DemoSeries[] = [
  { classTypeId: 'aqua-fit', room: 'Outdoor Pool', weekdays: [2, 4], startMinute: at(8), capacity: 20, trainer: 1 },
  { classTypeId: 'yoga-flow', room: 'Yoga Studio', weekdays: [0, 6], startMinute: at(8, 30), capacity: 25, trainer: 1 },
];
