import { CARD_TYPES, type CardType } from '@gym/contracts/billing';
import type { BalanceEntry } from '@gym/contracts/member-billing';
import { formatCurrency } from '@gym/contracts/money';
import {
  type MemberCard,
  type MemberDocument,
  type MemberPayment,
  type MembershipEvent,
  memberDocumentPath,
  memberReceiptPath,
} from '@gym/contracts/staff-member';
import { clubTodayIso } from '../../../lib/club-date';
import { periodName } from '../../membership/billing-run';
import { historyOf, type CardRow, type ChargeHistoryRow, type LedgerRow } from '../../membership/billing';
import {
  type CancellationRow,
  type FreezeRow,
  type MemberRow,
  type MembershipRow,
  type PlanChangeRow,
  type RefundRow,
  vaccineFileName,
} from './member-profile.repository';

/** The rows of a member's page as the staff-member contract's shapes. */

type Dated = { at: Date; event: MembershipEvent };

/** Memberships bought, freezes, notices to cancel and plan changes, newest first. */
export function membershipHistoryOf(
  memberships: MembershipRow[],
  freezes: FreezeRow[],
  cancellations: CancellationRow[],
  changes: PlanChangeRow[],
): MembershipEvent[] {
  const dated: Dated[] = [
    ...memberships.map((row) => ({
      at: row.createdAt,
      event: event(row.id, 'membership', row.createdAt, row.status, null, [
        `${row.planName} at ${row.clubName}, ${formatCurrency(row.priceCents)}`,
        row.endDate ? `${row.startDate} to ${row.endDate}` : `from ${row.startDate}`,
      ]),
    })),
    ...freezes.map((row) => ({
      at: row.createdAt,
      event: event(
        row.id,
        'freeze',
        row.createdAt,
        row.withdrawnAt ? 'withdrawn' : row.endedAt ? 'ended early' : 'standing',
        row.reference,
        [
          `Frozen ${periodName(row.firstPeriod)} to ${periodName(row.lastPeriod)}`,
          `${formatCurrency(row.feeCents)} a month`,
        ],
      ),
    })),
    ...cancellations.map((row) => ({
      at: row.createdAt,
      event: event(row.id, 'cancellation', row.createdAt, row.withdrawnAt ? 'withdrawn' : 'standing', row.reference, [
        `Notice to cancel given ${row.noticeDate}, last day ${row.lastDay}`,
        ...(row.coolingOff ? ['within five business days of joining: every payment refunded'] : []),
      ]),
    })),
    ...changes.map((row) => ({
      at: row.createdAt,
      event: event(row.id, 'plan-change', row.createdAt, row.status, row.reference, [
        `${row.fromPlanName} (${formatCurrency(row.fromPriceCents)}) to ${row.toPlanName} (${formatCurrency(row.toPriceCents)})`,
        `from ${row.effectiveDate}`,
      ]),
    })),
  ];
  return dated.sort((a, b) => b.at.getTime() - a.at.getTime()).map((item) => item.event);
}

function event(
  id: string,
  kind: MembershipEvent['kind'],
  at: Date,
  status: string,
  reference: string | null,
  parts: string[],
): MembershipEvent {
  return { id, kind, date: clubTodayIso(at), description: parts.join(', '), status, reference };
}

/**
 * The member's charges with what was refunded of each: refunds that succeeded and those still pending count, as
 * the refund route counts them, so the page never offers more than can be refunded.
 */
export function paymentsOf(
  memberId: string,
  charges: ChargeHistoryRow[],
  refunds: RefundRow[],
  receipts: Map<string, string>,
): MemberPayment[] {
  const refunded = new Map<string, number>();
  for (const refund of refunds) {
    if (refund.status === 'failed') continue;
    refunded.set(refund.chargeId, (refunded.get(refund.chargeId) ?? 0) + refund.amountCents);
  }
  return historyOf(charges, [], [], charges.length).map((entry) => {
    const refundedCents = refunded.get(entry.id) ?? 0;
    return {
      chargeId: entry.id,
      date: entry.date,
      paidFor: entry.paidFor,
      card: entry.card,
      amountCents: entry.amountCents,
      refundedCents,
      refundableCents: Math.max(entry.amountCents - refundedCents, 0),
      receiptDocumentId: receipts.get(entry.id) ?? null,
      receiptPath: memberReceiptPath(memberId, entry.id),
    };
  });
}

/** The whole ledger, newest first (the member side shows only what makes up today's balance). */
export function ledgerOf(rows: LedgerRow[]): BalanceEntry[] {
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      description: row.description,
      date: clubTodayIso(row.createdAt),
      amount: formatCurrency(row.amountCents),
      amountCents: row.amountCents,
    }))
    .reverse();
}

export function cardOf(row: CardRow): MemberCard {
  // payment_methods.brand is written from the provider's card types only.
  if (!(CARD_TYPES as readonly string[]).includes(row.brand)) throw new Error(`unknown card brand ${row.brand}`);
  return {
    id: row.id,
    brand: row.brand as CardType,
    last4: row.last4,
    expiry: `${String(row.expMonth).padStart(2, '0')}/${row.expYear}`,
    primary: row.isPrimary,
  };
}

export function documentsOf(
  member: MemberRow,
  pdfs: { id: string; type: string; fileName: string; createdAt: Date }[],
  vaccines: { id: string; status: string; contentType: string; createdAt: Date }[],
): MemberDocument[] {
  const photo: MemberDocument[] = member.photoKey
    ? [
        {
          id: 'photo',
          kind: 'photo',
          fileName: `photo-${member.memberNumber}.jpg`,
          date: null,
          status: null,
          path: memberDocumentPath(member.id, 'photo'),
        },
      ]
    : [];
  return [
    ...photo,
    ...pdfs.map((row) => ({
      id: row.id,
      kind: row.type === 'receipt' ? ('receipt' as const) : ('agreement' as const),
      fileName: row.fileName,
      date: clubTodayIso(row.createdAt),
      status: null,
      path: memberDocumentPath(member.id, row.id),
    })),
    ...vaccines.map((row) => ({
      id: row.id,
      kind: 'vaccine' as const,
      fileName: vaccineFileName(row),
      date: clubTodayIso(row.createdAt),
      status: row.status,
      path: memberDocumentPath(member.id, row.id),
    })),
  ];
}
