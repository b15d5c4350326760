import {
  FREEZE_MESSAGES,
  FREEZE_MONTH_CHOICES,
  FREEZE_TEMPLATES,
  FROZEN_MONTHS_PER_YEAR,
} from '@gym/contracts/membership-freeze';
import type { BillingStatus } from '../../../db/schema';
import { type Text, shared } from '../../../lib/i18n/translator';
import { nextBillingDay, periodOf } from '../billing-run';

/**
 * The freeze rules of docs/decisions/0028, as pure functions of what the database holds, so that GET
 * /membership/freeze states exactly what POST will do, and POST decides again under the member's lock.
 */

export interface FreezeMembership {
  id: string;
  /** A monthly plan (a pass has validity days and cannot be frozen). */
  monthly: boolean;
  /** Set on a monthly membership by a standing cancellation. */
  endDate: string | null;
  billingStatus: BillingStatus;
  priceCents: number;
}

/** A freeze not withdrawn (an unfrozen one keeps the months it covered: their fee was billed). */
export interface FreezeRow {
  id: string;
  reference: string;
  firstPeriod: string;
  lastPeriod: string;
  feeCents: number;
  endedAt: Date | null;
}

export interface FreezePlan {
  months: number;
  firstPeriod: string;
  lastPeriod: string;
  resumesOn: string;
}

export interface FreezeChoices {
  current: FreezeRow | null;
  /** The period a freeze asked for today begins with: the next billing day. */
  firstPeriod: string;
  options: FreezePlan[];
  /** Why nothing can be asked for, said in the language it is shown in. */
  unavailable: Text | null;
}

/** The periods first..last, in order. */
export function periodsOf(firstPeriod: string, lastPeriod: string): string[] {
  const periods: string[] = [];
  for (let period = firstPeriod; period <= lastPeriod; period = nextBillingDay(period)) periods.push(period);
  return periods;
}

export function planOf(firstPeriod: string, months: number): FreezePlan {
  let lastPeriod = firstPeriod;
  for (let month = 1; month < months; month += 1) lastPeriod = nextBillingDay(lastPeriod);
  return { months, firstPeriod, lastPeriod, resumesOn: nextBillingDay(lastPeriod) };
}

/** The freeze that covers today's period or a later one and has not been ended: in effect or upcoming. */
export function currentFreeze(freezes: FreezeRow[], today: string): FreezeRow | null {
  const period = periodOf(today);
  return freezes.find((freeze) => freeze.endedAt === null && freeze.lastPeriod >= period) ?? null;
}

/** True when the plan keeps every calendar year it touches within the frozen months allowed. */
function withinYearlyLimit(plan: FreezePlan, freezes: FreezeRow[]): boolean {
  const frozen = freezes.flatMap((freeze) => periodsOf(freeze.firstPeriod, freeze.lastPeriod));
  const planned = periodsOf(plan.firstPeriod, plan.lastPeriod);
  const year = (period: string) => period.slice(0, 4);
  return planned.every(
    (period) =>
      [...frozen, ...planned].filter((other) => year(other) === year(period)).length <= FROZEN_MONTHS_PER_YEAR,
  );
}

/** What the member may ask for on club day `today`, or why nothing. */
export function freezeChoices(
  membership: FreezeMembership | undefined,
  freezes: FreezeRow[],
  today: string,
): FreezeChoices {
  const firstPeriod = nextBillingDay(today);
  const current = currentFreeze(freezes, today);
  const none = (unavailable: string | Text): FreezeChoices => ({
    current,
    firstPeriod,
    options: [],
    unavailable: typeof unavailable === 'string' ? shared(unavailable) : unavailable,
  });
  if (!membership) return none(FREEZE_MESSAGES.noMembership);
  if (!membership.monthly) return none(FREEZE_MESSAGES.notMonthly);
  if (membership.endDate !== null) return none(FREEZE_MESSAGES.cancelling);
  if (membership.billingStatus !== 'current') return none(FREEZE_MESSAGES.pastDue);
  if (current) return none(FREEZE_MESSAGES.alreadyFrozen);
  const options = FREEZE_MONTH_CHOICES.map((months) => planOf(firstPeriod, months)).filter((plan) =>
    withinYearlyLimit(plan, freezes),
  );
  if (options.length === 0) {
    return none(shared(FREEZE_TEMPLATES.yearUsed, { max: FROZEN_MONTHS_PER_YEAR, year: firstPeriod.slice(0, 4) }));
  }
  return { current, firstPeriod, options, unavailable: null };
}
