import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { charges, ledgerEntries, refunds } from '../../../db/schema';
import { LEDGER_KEYS, ledger, refundsLedger } from '../ledger';
import type { MembershipRecord, StandingCancellation } from './cancellation.repository';

/** Why the money of a cancellation in the five business days is refunded and its debts credited. */
export const coolingOffReason = (reference: string) => `Cancelled within five business days (${reference})`;

/**
 * The right to cancel in the five business days: a pending refund per charge of the membership, and a credit
 * that leaves nothing owed once the refunds are recorded (each refund of a charge the ledger holds as a payment
 * puts that payment back). Answers the cents to be refunded.
 */
export async function forgiveAndRefund(
  tx: Database,
  membership: MembershipRecord,
  cancellation: StandingCancellation,
  at: Date,
): Promise<number> {
  const refundable = await refundableCharges(tx, membership);
  if (refundable.length > 0) {
    await refundsLedger.record(
      tx,
      refundable.map((charge) => ({
        userId: membership.userId,
        chargeId: charge.id,
        cancellationId: cancellation.id,
        providerKey: LEDGER_KEYS.cancellationRefund(cancellation.id, charge.id),
        amountCents: charge.amountCents,
        reason: coolingOffReason(cancellation.reference),
        createdAt: at,
        updatedAt: at,
      })),
    );
  }
  const [{ balance }] = (await tx
    .select({ balance: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, membership.userId))) as [{ balance: number }];
  const paymentsToPutBack = refundable
    .filter((charge) => charge.inLedger)
    .reduce((sum, charge) => sum + charge.amountCents, 0);
  const forgiven = balance + paymentsToPutBack;
  if (forgiven > 0) {
    await ledger.credit(tx, {
      userId: membership.userId,
      amountCents: forgiven,
      description: coolingOffReason(cancellation.reference),
      membershipId: membership.id,
      at,
    });
  }
  return refundable.reduce((sum, charge) => sum + charge.amountCents, 0);
}

/**
 * The charges of this membership (and the member's payments since it began) with what is left of each to refund:
 * the charge less the refunds given or asked for (the club may have refunded part of it, docs/decisions/0034);
 * none already refunded by a cancellation. Locked, so a staff refund of the same charge waits for this one.
 */
export async function refundableCharges(tx: Database, membership: MembershipRecord) {
  const refunded = sql<number>`(select coalesce(sum(${refunds.amountCents}), 0) from ${refunds}
    where ${refunds.chargeId} = ${charges.id} and ${refunds.status} in ('pending', 'succeeded'))::int`;
  const rows = await tx
    .select({
      id: charges.id,
      amountCents: sql<number>`${charges.amountCents} - ${refunded}`,
      inLedger: sql<boolean>`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.chargeId} = ${charges.id})`,
    })
    .from(charges)
    .where(
      and(
        eq(charges.userId, membership.userId),
        or(
          eq(charges.membershipId, membership.id),
          and(isNull(charges.membershipId), gte(charges.createdAt, membership.createdAt)),
        ),
        sql`not exists (select 1 from ${refunds} where ${refunds.chargeId} = ${charges.id}
          and ${refunds.cancellationId} is not null)`,
      ),
    )
    .orderBy(asc(charges.createdAt))
    .for('update', { of: charges });
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) })).filter((row) => row.amountCents > 0);
}
