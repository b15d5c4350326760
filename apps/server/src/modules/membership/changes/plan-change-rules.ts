import type { PlanChange, PlanChangeOption } from '@gym/contracts/plan-change';
import { moneyOf, proratedFirstMonthCents } from '@gym/contracts/money';
import type { planChanges } from '../../../db/schema';
import { nextBillingDay, periodName, periodOf } from '../billing-run';

/** The dates and money of a change of plan or club (docs/decisions/0028), the same for the page and the server. */

export type PlanChangeRow = typeof planChanges.$inferSelect;

/**
 * The difference for the rest of this month, today included: (new - old) x days left / days in the month,
 * rounded to the cent (halves up), as the join prorates its first month. 0 when the new plan costs no more.
 */
export function proratedDifferenceCents(fromCents: number, toCents: number, today: string): number {
  if (toCents <= fromCents) return 0;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return proratedFirstMonthCents(toCents - fromCents, { year, month, day });
}

export interface ChangeTerms {
  upgrade: boolean;
  proratedCents: number;
  /** Today for an upgrade; the next billing day otherwise. */
  effectiveDate: string;
}

/** Costing more takes effect today with the difference charged now; otherwise from the next billing day. */
export function changeTerms(fromCents: number, toCents: number, today: string): ChangeTerms {
  const upgrade = toCents > fromCents;
  return {
    upgrade,
    proratedCents: proratedDifferenceCents(fromCents, toCents, today),
    effectiveDate: upgrade ? today : nextBillingDay(today),
  };
}

/**
 * Where a change's updated agreement is stored: named by the change, so that whoever applies it (the request, or
 * the payment reconciler after a crash) finds the PDF signed for it.
 */
export const agreementStorageKey = (userId: string, changeId: string) =>
  `members/${userId}/membership-agreement-${changeId}.pdf`;

/** The ledger's text for the difference: 'Plan change: Premier, prorated November 2026'. */
export const planChangeFeeDescription = (planName: string, day: string) =>
  `Plan change: ${planName}, prorated ${periodName(periodOf(day))}`;

export function optionOf(
  offer: {
    planId: string;
    planName: string;
    description: string;
    clubId: string;
    clubName: string;
    priceCents: number;
  },
  fromCents: number,
  today: string,
): PlanChangeOption {
  const terms = changeTerms(fromCents, offer.priceCents, today);
  return {
    planId: offer.planId,
    planName: offer.planName,
    description: offer.description,
    clubId: offer.clubId,
    clubName: offer.clubName,
    price: moneyOf(offer.priceCents),
    upgrade: terms.upgrade,
    dueToday: moneyOf(terms.proratedCents),
    effectiveDate: terms.effectiveDate,
  };
}

export function planChangeView(change: PlanChangeRow, names: { planName: string; clubName: string }): PlanChange {
  return {
    reference: change.reference,
    status: change.status,
    planName: names.planName,
    clubName: names.clubName,
    price: moneyOf(change.toPriceCents),
    effectiveDate: change.effectiveDate,
    charged: moneyOf(change.status === 'applied' && change.chargeId ? change.proratedCents : 0),
    withdrawable: change.status === 'scheduled',
  };
}

/** What the notice tells, as it was when the change was recorded (billing_notices.details). */
export function planChangeDetails(
  change: PlanChangeRow,
  names: { planName: string; clubName: string },
): Record<string, string | number | boolean | null> {
  return {
    changeId: change.id,
    reference: change.reference,
    status: change.status,
    planName: names.planName,
    clubName: names.clubName,
    priceCents: change.toPriceCents,
    effectiveDate: change.effectiveDate,
    chargedCents: change.status === 'applied' && change.chargeId ? change.proratedCents : 0,
    agreementId: change.agreementId,
  };
}
