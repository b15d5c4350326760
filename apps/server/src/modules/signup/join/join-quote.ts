import type { PaymentDetails } from '@gym/contracts/join';
import { formatCurrency, membershipDues, passValidity } from '@gym/contracts/money';
import type { Purchase } from '../../../providers/documents';

/**
 * What a join costs, in cents, computed once when the payment is attempted and kept with the attempt, so that a
 * retry or a reconciliation after midnight charges and records the same amounts (decisions.md items 4-6).
 */
export interface JoinQuote {
  planId: string;
  clubId: string;
  planName: string;
  itemName: string;
  isPass: boolean;
  /** YYYY-MM-DD in the clubs' time zone. */
  starting: string;
  /** The last valid day of a pass; null for a monthly membership. */
  ending: string | null;
  /** The monthly dues, or the pass's price. */
  priceCents: number;
  proratedCents: number;
  lastMonthCents: number;
  totalCents: number;
}

export interface QuotablePlan {
  id: string;
  name: string;
  itemName: string;
  priceCents: number;
  validityDays: number | null;
}

/** A monthly membership (no validity) starts today with its dues; a pass runs from today for its validity. */
export function quotePlan(plan: QuotablePlan, clubId: string, now: Date): JoinQuote {
  const base = { planId: plan.id, clubId, planName: plan.name, itemName: plan.itemName, priceCents: plan.priceCents };
  if (plan.validityDays === null) {
    const dues = membershipDues(plan.priceCents, now);
    return {
      ...base,
      isPass: false,
      starting: dues.startDate,
      ending: null,
      proratedCents: dues.proratedCents,
      lastMonthCents: dues.lastMonthCents,
      totalCents: dues.totalCents,
    };
  }
  const validity = passValidity(plan.validityDays, now);
  return {
    ...base,
    isPass: true,
    starting: validity.starting,
    ending: validity.ending,
    proratedCents: 0,
    lastMonthCents: 0,
    totalCents: plan.priceCents,
  };
}

/** The wire's payment details: the only place the amounts become currency strings. */
export function paymentDetailsOf(quote: JoinQuote): PaymentDetails {
  return {
    itemName: quote.itemName,
    starting: quote.starting,
    ending: quote.ending,
    enrollmentFee: formatCurrency(quote.priceCents),
    membershipFee: formatCurrency(quote.proratedCents),
    lastMonthFee: formatCurrency(quote.lastMonthCents),
    totalDue: formatCurrency(quote.totalCents),
    isPass: quote.isPass,
  };
}

/** What the documents print. */
export function purchaseOf(quote: JoinQuote): Purchase {
  if (quote.isPass) {
    return {
      kind: 'pass',
      priceCents: quote.priceCents,
      starting: quote.starting,
      ending: quote.ending ?? quote.starting,
    };
  }
  return {
    kind: 'membership',
    startDate: quote.starting,
    proratedCents: quote.proratedCents,
    lastMonthCents: quote.lastMonthCents,
    monthlyCents: quote.priceCents,
    totalCents: quote.totalCents,
  };
}
