import type { Locale } from '@gym/contracts/i18n/locales';
import { addDays, duesDescription, freezeFeeDescription, nextBillingDay, periodOf } from '../billing-run';
import { rightToCancelEnds } from './business-days';

/** The days of notice the agreement asks for. */
export const NOTICE_DAYS = 30;

/** What the terms of a cancellation depend on, as the database holds it. */
export interface CancellationFacts {
  /** The club day the notice is given. */
  today: string;
  /** The date of the contract: the membership's start (the join's day). */
  startDate: string;
  priceCents: number;
  /** The periods frozen (first days of months) and their fee, from the freezes not withdrawn. */
  frozen: { period: string; feeCents: number }[];
  /** A change of plan scheduled for a later billing day: its price applies from then. */
  scheduledPrice: { from: string; priceCents: number } | null;
}

export interface CancellationTerms {
  noticeDate: string;
  /** Within the five business days of signing: ends today, every payment refunded. */
  coolingOff: boolean;
  lastDay: string;
  /** The month the last month prepaid pays for (never billed); null for a cancellation in the five days. */
  finalPeriod: string | null;
  /** The last charge still to come, or null: none follows. */
  lastCharge: { date: string; amountCents: number; description: string } | null;
}

/** The day before the first of the month after `period`: the period's last day. */
const lastDayOf = (period: string) => addDays(nextBillingDay(period), -1);

const previousPeriod = (period: string) => periodOf(addDays(period, -1));

/**
 * What giving notice today does (docs/decisions/0028). Within the five business days of signing, the membership ends
 * today. Otherwise the final month is the month 30 days from today, and never today's month (its dues are billed):
 * it is paid by the last month prepaid, and the membership's last day is its last day. The months before it are
 * billed as usual, so the last charge is the month before it when that billing day is still ahead.
 */
export function cancellationTerms(facts: CancellationFacts, locale: Locale = 'en'): CancellationTerms {
  const { today } = facts;
  if (today <= rightToCancelEnds(facts.startDate)) {
    return { noticeDate: today, coolingOff: true, lastDay: today, finalPeriod: null, lastCharge: null };
  }
  const noticeEnds = periodOf(addDays(today, NOTICE_DAYS));
  const nextPeriod = nextBillingDay(today);
  const finalPeriod = noticeEnds > nextPeriod ? noticeEnds : nextPeriod;
  const lastBilled = previousPeriod(finalPeriod);
  return {
    noticeDate: today,
    coolingOff: false,
    lastDay: lastDayOf(finalPeriod),
    finalPeriod,
    lastCharge: lastBilled > periodOf(today) ? chargeFor(lastBilled, facts, locale) : null,
  };
}

/** What the billing run will post for a period: the freeze fee of a frozen month, else the dues at their price. */
function chargeFor(period: string, facts: CancellationFacts, locale: Locale): CancellationTerms['lastCharge'] {
  const freeze = facts.frozen.find((frozen) => frozen.period === period);
  if (freeze) {
    return freeze.feeCents > 0
      ? { date: period, amountCents: freeze.feeCents, description: freezeFeeDescription(period, locale) }
      : null;
  }
  const priceCents =
    facts.scheduledPrice && facts.scheduledPrice.from <= period ? facts.scheduledPrice.priceCents : facts.priceCents;
  return { date: period, amountCents: priceCents, description: duesDescription(period, locale) };
}
