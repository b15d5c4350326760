import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import type { BillingHistoryEntry } from '@gym/contracts/billing-history';
import { receiptPath } from '@gym/contracts/member-billing';
import { formatCurrency } from '@gym/contracts/money';
import { clubTodayIso } from '../../../lib/club-date';
import { duesDescription } from '../billing-run/billing-calendar';
import type { PaymentAttemptKind } from './billing.schema';
import type { ChargeHistoryRow, DeclineHistoryRow, RefundHistoryRow } from './billing-history.repository';
import { cardLabel } from './billing-view';

/** The member's payment history as the member reads it (billing-history contract). */

export const BALANCE_PAYMENT = 'Balance payment';

/**
 * The card an attempt used, from its ledger text ('Payment, Visa ending 4242', 'Autopay, Visa ending 4242'):
 * the attempt keeps the card's label there because the member may have deleted the card since. Autopay
 * without a card on file is plain 'Autopay'.
 */
export function attemptCard(description: string | null): string | null {
  return /^[^,]+, (.+ ending \w+)$/.exec(description ?? '')?.[1] ?? null;
}

/** 'Joining: first month (prorated) and last month' for a monthly membership; 'Joining: <the pass>' for a pass. */
export function joinPaidFor(membership: ChargeHistoryRow['membership']): string {
  if (!membership) return 'Joining';
  if (membership.endDate !== null) return `Joining: ${membership.planItemName}`;
  const first = membership.proratedCents < membership.priceCents ? 'first month (prorated)' : 'first month';
  return `Joining: ${membership.lastMonthCents > 0 ? `${first} and last month` : first}`;
}

export const PLAN_CHANGE_PAYMENT = 'Plan change: the difference for the rest of the month';

/** What an autopay, a member's payment or a plan change's difference paid (or tried to pay) for. */
function attemptPaidFor(kind: PaymentAttemptKind, period: string | null): string {
  if (kind === 'member') return BALANCE_PAYMENT;
  if (kind === 'plan-change') return PLAN_CHANGE_PAYMENT;
  return period ? duesDescription(period) : 'Monthly dues';
}

function chargeEntry(row: ChargeHistoryRow): BillingHistoryEntry {
  return {
    id: row.id,
    date: clubTodayIso(row.createdAt),
    kind: 'charge',
    amount: formatCurrency(row.amountCents),
    amountCents: row.amountCents,
    card: row.kind === 'join' ? row.joinCard && cardLabel(row.joinCard) : attemptCard(row.attemptDescription),
    paidFor:
      row.kind === 'join'
        ? joinPaidFor(row.membership)
        : attemptPaidFor(row.kind === 'payment' ? 'member' : row.kind, row.period),
    message: null,
    receiptUrl: receiptPath(row.id),
  };
}

function declineEntry(row: DeclineHistoryRow): BillingHistoryEntry {
  return {
    id: row.id,
    date: clubTodayIso(row.createdAt),
    kind: 'decline',
    amount: formatCurrency(row.amountCents),
    amountCents: row.amountCents,
    card: attemptCard(row.description),
    paidFor: attemptPaidFor(row.kind, row.period),
    message: row.message ?? CARD_DECLINED_MESSAGE,
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
): BillingHistoryEntry[] {
  const timed: Timed[] = [
    ...refunds.map((row) => ({ at: row.settledAt, rank: -1, entry: refundEntry(row) })),
    ...charges.map((row) => ({ at: row.createdAt, rank: 0, entry: chargeEntry(row) })),
    ...declines.map((row) => ({ at: row.createdAt, rank: 1, entry: declineEntry(row) })),
  ];
  timed.sort(
    (a, b) =>
      b.at.getTime() - a.at.getTime() ||
      a.rank - b.rank ||
      (a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0),
  );
  return timed.slice(0, limit).map((item) => item.entry);
}
