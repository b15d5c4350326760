import type { StoredCard } from '@gym/contracts/member-billing';
import type { Pack, PackOffer, TrainingSession } from '@gym/contracts/personal-training';
import type { Trainer } from '@gym/contracts/trainers';

/** Sofia Ramírez coaches at Marin (101) in Spanish and English. */
export const SOFIA: Trainer = {
  id: '0b7c1c1e-0000-4000-8000-00000000a101',
  firstName: 'Sofia',
  lastName: 'Ramírez',
  bio: 'Entrenadora bilingüe. Movilidad, yoga y vuelta al ejercicio después de una lesión.',
  specialities: ['mobility', 'rehab', 'yoga'],
  certifications: ['ACE-CPT', 'RYT-200'],
  languages: ['es', 'en'],
  clubs: [{ clubId: '101', displayName: 'Marin' }],
};

export const TAYLOR: Trainer = {
  id: '0b7c1c1e-0000-4000-8000-00000000a102',
  firstName: 'Taylor',
  lastName: 'Brooks',
  bio: 'Strength coach for ten years: I help beginners lift with confidence and good form.',
  specialities: ['strength', 'weightLoss'],
  certifications: ['NASM-CPT', 'CPR/AED'],
  languages: ['en'],
  clubs: [{ clubId: '101', displayName: 'Marin' }],
};

export const MARIN = { clubId: '101', displayName: 'Marin' };
export const LA = 'America/Los_Angeles';
/** Tuesday 16 March 2027, 5 p.m. at Marin (daylight time). */
export const TUESDAY_FIVE = '2027-03-17T00:00:00.000Z';

const offer = (id: string, sessions: number, minutes: number, priceCents: number, intro = false): PackOffer => ({
  id,
  clubId: '101',
  sessions,
  minutes,
  priceCents,
  intro,
});

export const OFFERS: PackOffer[] = [
  offer('7d1f0000-0000-4000-8000-000000000001', 1, 30, 0, true),
  offer('7d1f0000-0000-4000-8000-000000000002', 1, 30, 4500),
  offer('7d1f0000-0000-4000-8000-000000000003', 5, 30, 20000),
  offer('7d1f0000-0000-4000-8000-000000000004', 1, 60, 8500),
  offer('7d1f0000-0000-4000-8000-000000000005', 5, 60, 40000),
  offer('7d1f0000-0000-4000-8000-000000000006', 10, 60, 75000),
];
export const FIVE_HOURS = OFFERS[4]!;

export function packOf(overrides: Partial<Pack> = {}): Pack {
  return {
    id: '5e550000-0000-4000-8000-000000000001',
    clubId: '101',
    clubName: 'Marin',
    sessions: 5,
    minutes: 60,
    priceCents: 40000,
    intro: false,
    status: 'active',
    purchasedAt: '2027-03-01T18:00:00.000Z',
    expiresAt: '2028-03-01T18:00:00.000Z',
    used: 1,
    refunded: 0,
    left: 4,
    ...overrides,
  };
}

export const VISA: StoredCard = {
  cardNumber: '************4242',
  isPrimary: true,
  i4goUniqueId: 'card-1',
  i4goCardType: 'visa',
  cardExpirationMonth: '12',
  cardExpirationYear: '2030',
  billingName: 'Alex Rivera',
};

export function billingWith(cards: StoredCard[]) {
  return {
    success: true,
    balanceData: {
      success: true,
      data: { balance: '$0.00', balanceCents: 0, amountDue: '$0.00', amountDueCents: 0, entries: [] },
    },
    paymentData: { success: true, data: { creditCards: cards } },
  };
}

export function sessionOf(overrides: Partial<TrainingSession> = {}): TrainingSession {
  return {
    id: '5e5510e0-0000-4000-8000-000000000001',
    trainer: { id: SOFIA.id, firstName: 'Sofia', lastName: 'Ramírez' },
    member: { id: '5d0f3c1e-0000-4000-8000-000000000001', firstName: 'Alex', lastName: 'Rivera' },
    clubId: '101',
    clubName: 'Marin',
    timeZone: LA,
    startsAt: TUESDAY_FIVE,
    endsAt: '2027-03-17T01:00:00.000Z',
    minutes: 60,
    mode: 'inPerson',
    status: 'booked',
    returnedToPack: false,
    freeCancel: true,
    joinable: false,
    packId: '5e550000-0000-4000-8000-000000000001',
    ...overrides,
  };
}
