import { Faker, base, en, en_US } from '@faker-js/faker';
import { STEP, STEP_TITLES } from '@gym/contracts/messages';
import type { Locale } from '@gym/contracts/i18n/locales';
import { plansForClub } from '../seed-data/plans';
import { type ClubMoment, addDays } from './chain-calendar';
import { DEMO_CHAIN, type ChainOptions } from './chain-history';

/** Sign-ups the demo chain's visitors began and left over the last two weeks: the follow-ups list's work. */
export const ABANDONED_SIGNUPS = { count: 70, days: 14 } as const;

export interface ChainSignup {
  id: string;
  email: string | null;
  /** The step the wizard last told the tracking about (signup_tracking.current_page). */
  currentPage: string;
  /** What the wizard had sent by then (features/signup/wizard/tracking-record.ts). */
  data: Record<string, unknown>;
  locale: Locale;
  startedAt: ClubMoment;
  lastAt: ClubMoment;
}

// Where visitors stop: most at the plans and the e-mail, fewer once they have given their details.
const STOPPED_AT = [
  { value: STEP.membership, weight: 24 },
  { value: STEP.email, weight: 20 },
  { value: STEP.personalInfo, weight: 20 },
  { value: STEP.photo, weight: 15 },
  { value: STEP.paymentMethod, weight: 12 },
  { value: STEP.terms, weight: 5 },
  { value: STEP.confirm, weight: 4 },
];

/** The chain's abandoned sign-ups, from their own fixed seed (the members stay as they are if this changes). */
export function demoChainSignups(options: ChainOptions): ChainSignup[] {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(DEMO_CHAIN.seed + 1);
  const signups: ChainSignup[] = [];
  for (let index = 0; index < ABANDONED_SIGNUPS.count; index += 1) {
    const club = faker.helpers.arrayElement(options.clubs);
    const step = faker.helpers.weightedArrayElement(STOPPED_AT);
    const day = addDays(options.today, -faker.number.int({ min: 0, max: ABANDONED_SIGNUPS.days - 1 }));
    let minute = faker.number.int({ min: 6 * 60, max: 23 * 60 });
    if (day === options.today) minute = Math.min(minute, Math.max(0, options.nowMinute - 1));
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const email = step > STEP.email ? `${firstName}.${lastName}.${index}@example.net`.toLowerCase() : null;
    const data: Record<string, unknown> = { clubId: club.id };
    if (step > STEP.membership) data.planId = faker.helpers.arrayElement(plansForClub(club)).id;
    if (step > STEP.personalInfo) {
      data.personalInfo = {
        firstName,
        lastName,
        gender: faker.helpers.arrayElement(['Male', 'Female']),
        birthday: addDays(options.today, -faker.number.int({ min: 18 * 365, max: 60 * 365 })),
        phone: faker.string.numeric({ length: 10, allowLeadingZeros: false }).replace(/^[01]/, '5'),
        address: faker.location.streetAddress(),
        city: club.city,
        state: 'CA',
        zipCode: `94${faker.string.numeric(3)}`,
        emergencyContactName: '',
        emergencyContactPhone: '',
      };
    }
    const source = faker.helpers.arrayElement([null, null, 'google', 'instagram', 'facebook', 'newsletter']);
    if (source) data.utmSource = source;
    signups.push({
      id: faker.string.uuid(),
      email,
      currentPage: STEP_TITLES[step],
      data,
      locale: faker.number.float({ min: 0, max: 1 }) < 0.15 ? 'es' : 'en',
      startedAt: { day, minute: Math.max(0, minute - faker.number.int({ min: 1, max: 12 })) },
      lastAt: { day, minute },
    });
  }
  return signups;
}
