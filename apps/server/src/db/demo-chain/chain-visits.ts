import type { Faker } from '@faker-js/faker';
import type { DayHours } from '@gym/contracts/club-hours';
import { type ClubMoment, addDays, weekdayOf } from './chain-calendar';
import type { ChainMember, ChainOptions } from './chain-history';

/** How far back the demo chain's check-ins go: the eight weeks a club's "usually" is read from. */
export const VISIT_DAYS = 56;

/** When a member usually comes on a weekday, as a window of minutes; weekends are late mornings for everyone. */
const HABITS = [
  { weight: 34, from: 5 * 60 + 30, to: 8 * 60 + 30 },
  { weight: 14, from: 11 * 60 + 30, to: 13 * 60 + 30 },
  { weight: 40, from: 16 * 60 + 45, to: 20 * 60 },
  { weight: 12, from: 20 * 60, to: 22 * 60 },
] as const;
const WEEKEND = { from: 8 * 60 + 30, to: 13 * 60 } as const;
/** Of a member's visits in a week, the share on each day (Sunday first): Mondays busiest, Fridays and Sundays quiet. */
const DAY_WEIGHT = [0.7, 1.25, 1.15, 1.1, 1.05, 0.85, 0.9] as const;

/**
 * The member's check-ins over the last eight weeks: on days their membership let them in (not before the join,
 * after the last day, in a frozen month or once suspended), at their habitual hour, at their home club (a premier
 * member sometimes at another) while it is open, none later than now.
 */
export function visitsOf(faker: Faker, member: ChainMember, options: ChainOptions): ChainMember['visits'] {
  const perWeek = faker.helpers.weightedArrayElement([
    { value: 0.3, weight: 14 },
    { value: 1, weight: 24 },
    { value: 2, weight: 30 },
    { value: 3, weight: 20 },
    { value: 4.5, weight: 12 },
  ]);
  const habit = faker.helpers.weightedArrayElement(HABITS.map((value) => ({ value, weight: value.weight })));
  const roams = member.planId.endsWith('-premier');
  const visits: ChainMember['visits'] = [];
  for (let back = VISIT_DAYS - 1; back >= 0; back -= 1) {
    const day = addDays(options.today, -back);
    if (!canVisit(member, day)) continue;
    const weekday = weekdayOf(day);
    if (faker.number.float({ min: 0, max: 1 }) >= (perWeek / 7) * DAY_WEIGHT[weekday]!) continue;
    const window = weekday === 0 || weekday === 6 ? WEEKEND : habit;
    const moment: ClubMoment = { day, minute: faker.number.int({ min: window.from, max: window.to }) };
    if (day === options.today && moment.minute >= options.nowMinute) continue;
    if (day === member.joinedAt.day && moment.minute <= member.joinedAt.minute) continue;
    const clubId =
      roams && faker.number.float({ min: 0, max: 1 }) < 0.15
        ? faker.helpers.arrayElement(options.clubs).id
        : member.clubId;
    // Nobody checks in at a club that is closed (its seeded week: the chain is written once, at the first start).
    if (!isOpen(options.clubs.find((club) => club.id === clubId)?.hours[weekday] ?? null, moment.minute)) continue;
    visits.push({ id: faker.string.uuid(), clubId, at: moment });
  }
  return visits;
}

function isOpen(hours: DayHours | null, minute: number): boolean {
  return hours !== null && hours.opens <= minute && minute < hours.closes;
}

function canVisit(member: ChainMember, day: string): boolean {
  if (day < member.joinedAt.day) return false;
  if (member.endDate !== null && day > member.endDate) return false;
  if (member.suspendedAt && day >= member.suspendedAt.day) return false;
  const frozen = member.freeze;
  const period = `${day.slice(0, 8)}01`;
  return !(frozen && frozen.firstPeriod <= period && period <= frozen.lastPeriod);
}
