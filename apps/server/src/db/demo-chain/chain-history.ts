import { Faker, base, en, en_US } from '@faker-js/faker';
import { proratedFirstMonthCents } from '@gym/contracts/money';
import type { Locale } from '@gym/contracts/i18n/locales';
import { cancellationTerms } from '../../modules/membership/changes';
import type { ClubSeed } from '../seed-data/clubs';
import { plansForClub } from '../seed-data/plans';
import { type ClubMoment, addDays, at, daysBetween, nextBillingDay, periodOf, periodsAfter } from './chain-calendar';
import { billedMonths } from './chain-months';
import { visitsOf } from './chain-visits';

/**
 * The demo chain (issue 26): a couple of thousand members who joined the eight clubs over the last fourteen
 * months, with the cancellations, freezes, plan changes, declines and recoveries and visits such a chain has. Made
 * from a fixed seed and the day it is seeded, so the same day gives the same chain; every date follows the
 * product's own rules (the dues calendar, cancellationTerms, the dunning retries), so the billing run carries the
 * history on as if it had made it.
 */

export const DEMO_CHAIN = {
  seed: 20_261_127,
  members: 2_000,
  /** How far back the first joins are. */
  days: 425,
  /** The e-mail domain of the chain's members (reserved for examples: no mail reaches anyone). */
  emailDomain: 'example.org',
} as const;

export interface ChainOptions {
  /** The club day of the seeding and the minute of it now. */
  today: string;
  nowMinute: number;
  clubs: readonly ClubSeed[];
  freezeFeeCents: number;
  /** Days after a first decline on which autopay retries (BILLING_RETRY_DAYS). */
  retryDays: readonly number[];
}

export type CardBehaviour = 'approve' | 'decline';

export interface ChainCard {
  id: string;
  token: string;
  brand: 'visa' | 'mastercard';
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

/** One try to collect a month's balance: an autopay round, or the member paying it themselves. */
export interface ChainAttempt {
  round: string | null;
  by: 'autopay' | 'member';
  at: ClubMoment;
  outcome: 'succeeded' | 'declined';
  /** The provider's charge id (a declined charge has one too). */
  providerChargeId: string;
  /** For a member's own payment: the key their app sent. */
  requestKey?: string;
}

/** A month billed: the dues or the freeze fee posted on the 1st, and how it was collected. */
export interface ChainMonth {
  period: string;
  kind: 'dues' | 'freeze_fee';
  amountCents: number;
  attempts: ChainAttempt[];
}

export interface ChainMember {
  id: string;
  membershipId: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: 'Male' | 'Female';
  birthday: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
  clubId: string;
  locale: Locale;
  scanCode: string;
  joinedAt: ClubMoment;
  /** The plan and price held now (after any plan change). */
  planId: string;
  priceCents: number;
  proratedCents: number;
  lastMonthCents: number;
  endDate: string | null;
  status: 'active' | 'ended';
  billingStatus: 'current' | 'past_due' | 'suspended';
  pastDueSince: string | null;
  suspendedAt: ClubMoment | null;
  card: ChainCard;
  join: { providerChargeId: string; requestKey: string; amountCents: number };
  cancellation: { id: string; reference: string; noticeDate: string; lastDay: string; at: ClubMoment } | null;
  freeze: {
    id: string;
    reference: string;
    firstPeriod: string;
    lastPeriod: string;
    feeCents: number;
    at: ClubMoment;
  } | null;
  planChange: {
    id: string;
    reference: string;
    fromPlanId: string;
    fromPriceCents: number;
    effectiveDate: string;
    at: ClubMoment;
  } | null;
  months: ChainMonth[];
  visits: { id: string; clubId: string; at: ClubMoment }[];
}

// How often each thing happens to a member (a year's churn, freezes and changes of a mid-sized chain).
const SHARE = {
  premier: 0.22,
  spanish: 0.16,
  cancelled: 0.24,
  frozen: 0.08,
  frozenComing: 0.012,
  downgraded: 0.07,
} as const;

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function demoChainHistory(options: ChainOptions): ChainMember[] {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(DEMO_CHAIN.seed);
  const emails = new Set<string>();
  const members: ChainMember[] = [];
  for (let index = 0; index < DEMO_CHAIN.members; index += 1) {
    members.push(chainMember(faker, options, emails));
  }
  return members;
}

function chainMember(faker: Faker, options: ChainOptions, emails: Set<string>): ChainMember {
  const { today } = options;
  const chance = (share: number) => faker.number.float({ min: 0, max: 1 }) < share;
  const reference = (prefix: string) => `${prefix}-${faker.string.fromCharacters(REFERENCE_ALPHABET, 6)}`;
  const club = faker.helpers.weightedArrayElement(
    options.clubs.map((value) => ({ value, weight: value.totalCapacity })),
  );
  const [monthly, premier] = plansForClub(club);
  const joinedPlan = chance(SHARE.premier) ? premier! : monthly!;

  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName();
  const id = faker.string.uuid();
  // Joins grow over the months, as a chain's do: the last seven months have nearly twice the first seven's.
  const back = faker.number.float({ min: 0, max: 1 }) * (chance(0.3) ? 0.5 : 1);
  const joinedAt = at(addDays(today, -Math.floor(DEMO_CHAIN.days * back)), 0);
  joinedAt.minute = faker.number.int({ min: 7 * 60, max: 21 * 60 });
  if (joinedAt.day === today) joinedAt.minute = Math.min(joinedAt.minute, Math.max(0, options.nowMinute - 1));
  const start = joinedAt.day;
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const proratedCents = proratedFirstMonthCents(joinedPlan.priceCents, { year, month, day });

  const member: ChainMember = {
    id,
    membershipId: faker.string.uuid(),
    firstName,
    lastName,
    email: uniqueEmail(emails, firstName, lastName),
    gender: sex === 'female' ? 'Female' : 'Male',
    birthday: addDays(start, -faker.number.int({ min: 18 * 365, max: 68 * 365 })),
    phone: faker.string.numeric({ length: 10, allowLeadingZeros: false }).replace(/^[01]/, '4'),
    address: faker.location.streetAddress(),
    city: club.city,
    zip: faker.helpers.arrayElement(['94', '95']) + faker.string.numeric(3),
    clubId: club.id,
    locale: chance(SHARE.spanish) ? 'es' : 'en',
    scanCode: `BFC-${faker.string.hexadecimal({ length: 12, casing: 'upper', prefix: '' })}`,
    joinedAt,
    planId: joinedPlan.id,
    priceCents: joinedPlan.priceCents,
    proratedCents,
    lastMonthCents: joinedPlan.priceCents,
    endDate: null,
    status: 'active',
    billingStatus: 'current',
    pastDueSince: null,
    suspendedAt: null,
    card: {
      id: faker.string.uuid(),
      token: `tok_${faker.string.alphanumeric(24)}`,
      brand: chance(0.7) ? 'visa' : 'mastercard',
      last4: faker.string.numeric(4),
      expMonth: faker.number.int({ min: 1, max: 12 }),
      expYear: Number(today.slice(0, 4)) + faker.number.int({ min: 1, max: 4 }),
      behaviour: 'approve',
    },
    join: {
      providerChargeId: `ch_${faker.string.alphanumeric(16)}`,
      requestKey: faker.string.uuid(),
      amountCents: proratedCents + joinedPlan.priceCents,
    },
    cancellation: null,
    freeze: null,
    planChange: null,
    months: [],
    visits: [],
  };
  const tenure = daysBetween(start, today);

  // A premier member who moved down to the month to month, on a billing day after their second month.
  if (joinedPlan === premier && tenure > 75 && chance(SHARE.downgraded / SHARE.premier)) {
    const asked = addDays(start, faker.number.int({ min: 40, max: tenure - 30 }));
    member.planChange = {
      id: faker.string.uuid(),
      reference: reference('CHG'),
      fromPlanId: premier!.id,
      fromPriceCents: premier!.priceCents,
      effectiveDate: nextBillingDay(asked),
      at: at(asked, faker.number.int({ min: 7, max: 22 }), faker.number.int({ min: 0, max: 59 })),
    };
    member.planId = monthly!.id;
    member.priceCents = monthly!.priceCents;
  }

  // A freeze of one to three months, over; a few asked for lately, beginning next month.
  const freezeOf = (firstPeriod: string, asked: string): ChainMember['freeze'] => ({
    id: faker.string.uuid(),
    reference: reference('FRZ'),
    firstPeriod,
    lastPeriod: monthsAfter(firstPeriod, faker.number.int({ min: 0, max: 2 })),
    feeCents: options.freezeFeeCents,
    at: at(asked, faker.number.int({ min: 7, max: 21 })),
  });
  const firstOpenPeriod = nextBillingDay(member.planChange?.effectiveDate ?? start);
  if (chance(SHARE.frozenComing) && tenure > 40) {
    const daysIntoMonth = daysBetween(`${today.slice(0, 8)}01`, today);
    member.freeze = freezeOf(
      nextBillingDay(today),
      addDays(today, -faker.number.int({ min: 0, max: Math.min(20, daysIntoMonth) })),
    );
  } else if (chance(SHARE.frozen) && firstOpenPeriod < periodOf(addDays(today, -90))) {
    const periods = periodsAfter(addDays(firstOpenPeriod, -1), periodOf(addDays(today, -90)));
    const firstPeriod = faker.helpers.arrayElement(periods);
    member.freeze = freezeOf(firstPeriod, addDays(firstPeriod, -faker.number.int({ min: 3, max: 20 })));
  }

  // Notice given: the product's own terms say the last day; some of those days are still to come.
  if (tenure > 45 && !member.freeze && chance(SHARE.cancelled)) {
    const noticeDate = addDays(start, faker.number.int({ min: 35, max: tenure }));
    const terms = cancellationTerms({
      today: noticeDate,
      startDate: start,
      priceCents: member.priceCents,
      frozen: [],
      scheduledPrice: null,
    });
    member.cancellation = {
      id: faker.string.uuid(),
      reference: reference('CAN'),
      noticeDate,
      lastDay: terms.lastDay,
      at: at(noticeDate, faker.number.int({ min: 7, max: 22 }), faker.number.int({ min: 0, max: 59 })),
    };
    member.endDate = terms.lastDay;
    if (terms.lastDay < today) member.status = 'ended';
  }

  member.months = billedMonths(faker, member, options, chance);
  member.visits = visitsOf(faker, member, options);
  return member;
}

function monthsAfter(period: string, count: number): string {
  let last = period;
  for (let month = 0; month < count; month += 1) last = nextBillingDay(last);
  return last;
}

function uniqueEmail(taken: Set<string>, firstName: string, lastName: string): string {
  const name = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  let email = `${name}@${DEMO_CHAIN.emailDomain}`;
  for (let suffix = 2; taken.has(email); suffix += 1) email = `${name}${suffix}@${DEMO_CHAIN.emailDomain}`;
  taken.add(email);
  return email;
}
