import type { CoachingLanguage, Speciality } from '@gym/contracts/trainers';

/**
 * The demo trainers' profiles and hours (issue 30's demo data), by club and the trainer's place in DEMO_TRAINERS,
 * and the packs every club sells. Prices in cents, set by the director (the console changes them).
 */
export interface DemoTrainerProfile {
  bio: string;
  specialities: Speciality[];
  certifications: string[];
  languages: CoachingLanguage[];
  /** Weekdays (0 Sunday) and the stretch on the club's clock, in hours. */
  hours: { weekdays: number[]; from: number; until: number }[];
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const MORNINGS = { weekdays: WEEKDAYS, from: 7, until: 12 };
const EVENINGS = { weekdays: WEEKDAYS, from: 15, until: 20 };
const SATURDAY = { weekdays: [6], from: 9, until: 13 };

const first = (bio: string, specialities: Speciality[], certifications: string[], languages: CoachingLanguage[]) => ({
  bio,
  specialities,
  certifications,
  languages,
  hours: [MORNINGS, SATURDAY],
});
const second = (bio: string, specialities: Speciality[], certifications: string[], languages: CoachingLanguage[]) => ({
  bio,
  specialities,
  certifications,
  languages,
  hours: [EVENINGS],
});

export const DEMO_TRAINER_PROFILES: Record<string, [DemoTrainerProfile, DemoTrainerProfile]> = {
  '101': [
    first(
      'Strength coach for ten years: I help beginners lift with confidence and good form.',
      ['strength', 'weightLoss'],
      ['NASM-CPT', 'CPR/AED'],
      ['en'],
    ),
    second(
      'Entrenadora bilingüe. Movilidad, yoga y vuelta al ejercicio después de una lesión.',
      ['mobility', 'rehab', 'yoga'],
      ['ACE-CPT', 'RYT-200'],
      ['es', 'en'],
    ),
  ],
  '102': [
    first(
      'Former college sprinter; speed, power and sport-specific training.',
      ['sports', 'strength'],
      ['CSCS'],
      ['en'],
    ),
    second(
      'Prenatal and postnatal fitness, and gentle strength for every age.',
      ['prenatal', 'seniors'],
      ['ACE-CPT'],
      ['en'],
    ),
  ],
  '103': [
    first(
      'Boxing and conditioning: learn the basics and get in the best shape of your life.',
      ['boxing', 'weightLoss'],
      ['USA Boxing Coach'],
      ['en'],
    ),
    second(
      'Entreno en español e inglés: fuerza, pérdida de peso y hábitos que duran.',
      ['weightLoss', 'strength'],
      ['NASM-CPT'],
      ['es', 'en'],
    ),
  ],
  '104': [
    first(
      'Mobility and injury prevention for desk workers and runners.',
      ['mobility', 'rehab'],
      ['FRC Mobility Specialist'],
      ['en'],
    ),
    second(
      'Swim technique for adults, from first strokes to your first triathlon.',
      ['swimming', 'sports'],
      ['ASCA Level 2'],
      ['en'],
    ),
  ],
  '105': [
    first(
      'Fuerza y acondicionamiento; también entreno a adultos mayores.',
      ['strength', 'seniors'],
      ['NSCA-CPT'],
      ['es', 'en'],
    ),
    second(
      'Weight loss that lasts: training, sleep and food habits together.',
      ['weightLoss'],
      ['Precision Nutrition L1'],
      ['en'],
    ),
  ],
  '106': [
    first('Athletic performance and strength for teens and adults.', ['sports', 'strength'], ['CSCS'], ['en']),
    second(
      'Yoga y movilidad en español; clases privadas para principiantes.',
      ['yoga', 'mobility'],
      ['RYT-500'],
      ['es', 'en'],
    ),
  ],
  '107': [
    first(
      'Strength training for seniors and people coming back from injury.',
      ['seniors', 'rehab'],
      ['ACSM-EP'],
      ['en'],
    ),
    second('Boxing fitness and HIIT with lots of energy.', ['boxing', 'weightLoss'], ['AFAA'], ['en']),
  ],
  '108': [
    first('Powerlifting coach: squat, bench and deadlift, safely.', ['strength'], ['USAPL Coach'], ['en']),
    second(
      'Entrenadora personal para mamás: embarazo, posparto y fuerza.',
      ['prenatal', 'strength'],
      ['ACE-CPT'],
      ['es', 'en'],
    ),
  ],
};

/** The packs each club sells, and its free intro session (30 minutes). */
export const DEMO_TRAINING_OFFERS = [
  { sessions: 1, minutes: 30, priceCents: 0, intro: true },
  { sessions: 1, minutes: 30, priceCents: 4500, intro: false },
  { sessions: 5, minutes: 30, priceCents: 20000, intro: false },
  { sessions: 1, minutes: 60, priceCents: 8500, intro: false },
  { sessions: 5, minutes: 60, priceCents: 40000, intro: false },
  { sessions: 10, minutes: 60, priceCents: 75000, intro: false },
] as const;
