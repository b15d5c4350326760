import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import type { BillingHistoryEntry } from '@gym/contracts/billing-history';
import type { Locale } from '@gym/contracts/i18n/locales';
import { receiptPath } from '@gym/contracts/member-billing';
import { formatCurrency } from '@gym/contracts/money';
import { clubTodayIso } from '../../../lib/club-date';
import { sharedText } from '../../../lib/i18n/translator';
import { duesDescription } from '../billing-run';
import type { PaymentAttemptKind } from './billing.schema';
import type { ChargeHistoryRow, DeclineHistoryRow, RefundHistoryRow } from './billing-history.repository';
import { BILLING_TEXTS, billingText, storedCardLabel } from './billing-text';
import { cardLabel } from './billing-view';

/** The member's payment history as the member reads it (billing-history contract). */

export const BALANCE_PAYMENT = BILLING_TEXTS.balancePayment;

/**
 * The card an attempt used, from its ledger text ('Payment, Visa ending 4242', 'Autopay, Visa ending 4242'):
 * the attempt keeps the card's label there because the member may have deleted the card since. Autopay
 * without a card on file is plain 'Autopay'.
 */
export function attemptCard(description: string | null): string | null {
  return /^[^,]+, (.+ ending \w+)$/.exec(description ?? '')?.[1] ?? null;
}

/** 'Joining: first month (prorated) and last month' for a monthly membership; 'Joining: <the pass>' for a pass. */
export function joinPaidFor(membership: ChargeHistoryRow['membership'], locale: Locale = 'en'): string {
  if (!membership) return sharedText(locale, BILLING_TEXTS.joining);
  if (membership.endDate !== null)
    return billingText.t(locale, 'billing.joining.plan', { plan: membership.planItemName });
  const first = sharedText(
    locale,
    membership.proratedCents < membership.priceCents ? BILLING_TEXTS.firstMonthProrated : BILLING_TEXTS.firstMonth,
  );
  return membership.lastMonthCents > 0
    ? billingText.t(locale, 'billing.joining.firstAndLast', { first })
    : billingText.t(locale, 'billing.joining.first', { first });
}

export const PLAN_CHANGE_PAYMENT = BILLING_TEXTS.planChangePayment;

/** What an autopay, a member's payment or a plan change's difference paid (or tried to pay) for. */
function attemptPaidFor(kind: PaymentAttemptKind, period: string | null, locale: Locale): string {
  if (kind === 'member') return sharedText(locale, BALANCE_PAYMENT);
  if (kind === 'plan-change') return sharedText(locale, PLAN_CHANGE_PAYMENT);
  if (kind === 'training-pack') return sharedText(locale, BILLING_TEXTS.trainingPackPayment);
  return period ? duesDescription(period, locale) : sharedText(locale, BILLING_TEXTS.monthlyDues);
}

/** The card of an attempt's ledger text, in `locale`. */
const attemptCardIn = (description: string | null, locale: Locale) => {
  const card = attemptCard(description);
  return card && storedCardLabel(card, locale);
};

function chargeEntry(row: ChargeHistoryRow, locale: Locale): BillingHistoryEntry {
  return {
    id: row.id,
    date: clubTodayIso(row.createdAt),
    kind: 'charge',
    amount: formatCurrency(row.amountCents),
    amountCents: row.amountCents,
    card:
      row.kind === 'join'
        ? row.joinCard && cardLabel(row.joinCard, locale)
        : attemptCardIn(row.attemptDescription, locale),
    paidFor:
      row.kind === 'join'
        ? joinPaidFor(row.membership, locale)
        : attemptPaidFor(row.kind === 'payment' ? 'member' : row.kind, row.period, locale),
    message: null,
    receiptUrl: receiptPath(row.id),
  };
}

function declineEntry(row: DeclineHistoryRow, locale: Locale): BillingHistoryEntry {
  return {
    id: row.id,
    date: clubTodayIso(row.createdAt),
    kind: 'decline',
    amount: formatCurrency(row.amountCents),
    amountCents: row.amountCents,
    card: attemptCardIn(row.description, locale),
    paidFor: attemptPaidFor(row.kind, row.period, locale),
    // The provider's decline text: ours translated, another provider's as it said it.
    message: sharedText(locale, row.message ?? CARD_DECLINED_MESSAGE),
    receiptUrl: null,
  };
}

function refundEntry(row: RefundHistoryRow): BillingHistoryEntry {
  return {
    id: row.id,
    date: clubTodayIso(row.settledAt),
    kind: 'refund',
    amount: formatCurrency(row.amountCents),
    amountCents: row.amountCents,
    card: null,
    paidFor: row.reason,
    message: null,
    receiptUrl: null,
  };
}

type Timed = { at: Date; rank: number; entry: BillingHistoryEntry };

/**
 * Charges, declines and refunds, newest first, at most `limit`. At the same instant a charge is listed above a
 * decline: a card that declined and then paid reads in that order from the bottom up.
 */
export function historyOf(
  charges: ChargeHistoryRow[],
  declines: DeclineHistoryRow[],
  refunds: RefundHistoryRow[],
  limit: number,
  locale: Locale = 'en',
): BillingHistoryEntry[] {
  const timed: Timed[] = [
    ...refunds.map((row) => ({ at: row.settledAt, rank: -1, entry: refundEntry(row) })),
    ...charges.map((row) => ({ at: row.createdAt, rank: 0, entry: chargeEntry(row, locale) })),
    ...declines.map((row) => ({ at: row.createdAt, rank: 1, entry: declineEntry(row, locale) })),
  ];
  timed.sort(
    (a, b) =>
      b.at.getTime() - a.at.getTime() ||
      a.rank - b.rank ||
      (a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0),
  );
  return timed.slice(0, limit).map((item) => item.entry);
}
