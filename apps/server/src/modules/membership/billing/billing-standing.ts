import type { BillingStanding, NextCharge } from '@gym/contracts/billing-history';
import { formatCurrency } from '@gym/contracts/money';
import { nextBillingDay, nextRetry, periodOf } from '../billing-run';
import type { StandingFacts } from './billing-history.repository';

/** The membership's billing standing as the member reads it (docs/decisions/0027). */

/**
 * The day autopay next charges a monthly membership: today when this month's dues are not posted yet (the 1st,
 * before the billing run's hour), else the 1st of the next month the membership is billed for (one that starts
 * later is first billed the month after its start).
 */
export function nextChargeDay(startDate: string, today: string, duesPostedThisMonth: boolean): string {
  const period = periodOf(today);
  if (startDate < period && !duesPostedThisMonth) return today;
  return nextBillingDay(startDate > today ? startDate : today);
}

/**
 * The day the scheduled retry after `pastDueSince` is made: the first of the BILLING_RETRY_DAYS rounds not made
 * yet (dunning.ts dueRetry's order), or today when its day has come and the run has not made it yet.
 */
export function nextRetryDay(
  retryDays: readonly number[],
  pastDueSince: string,
  roundsMade: readonly string[],
  today: string,
): string | null {
  const next = nextRetry({ retryDays }, pastDueSince, roundsMade);
  if (!next) return null;
  return next.day < today ? today : next.day;
}

export function standingOf(facts: StandingFacts, today: string, retryDays: readonly number[]): BillingStanding {
  const { membership, balanceCents, duesPosted, retryRounds } = facts;
  if (!membership) return { status: 'current', pastDueSince: null, nextCharge: null, retryDate: null };
  let nextCharge: NextCharge | null = null;
  // A pass is never billed again; autopay charges the dues and whatever is still due (less a credit).
  const monthly = membership.endDate === null && membership.priceCents > 0;
  const amountCents = membership.priceCents + balanceCents;
  if (monthly && amountCents > 0) {
    nextCharge = {
      date: nextChargeDay(membership.startDate, today, duesPosted),
      amount: formatCurrency(amountCents),
      amountCents,
    };
  }
  const since = membership.billingStatus === 'current' ? null : membership.pastDueSince;
  return {
    status: membership.billingStatus,
    pastDueSince: since,
    nextCharge,
    retryDate:
      membership.billingStatus === 'past_due' && since ? nextRetryDay(retryDays, since, retryRounds, today) : null,
  };
}
