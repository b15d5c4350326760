import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { LEDGER_KEYS, ledger, refundsLedger } from '../ledger';
import { cancellations, charges, ledgerEntries, refunds } from '../../../db/schema';
import { coolingOffReason } from './cooling-off-refunds';

export type PendingRefund = {
  id: string;
  userId: string;
  chargeId: string;
  providerChargeId: string;
  providerKey: string;
  amountCents: number;
  reason: string;
  /** The staff account that gave it from the console; null for a cancellation's refund. */
  requestedBy: string | null;
};

/**
 * Refunds through the provider (docs/decisions/0028): recorded 'pending' before the provider is asked, settled
 * after it answers. A refund of a charge the ledger holds as a payment puts that payment back (a 'refund' line);
 * the join's own charge is not in the ledger, so its refund is not either.
 */
export class RefundsRepository {
  constructor(private readonly db: Database) {}

  /**
   * The pending refunds: of one cancellation, one refund (a staff refund being answered), or (for the reconciler)
   * all not touched since `idleSince`.
   */
  pending(filter: { cancellationId: string } | { refundId: string } | { idleSince: Date }): Promise<PendingRefund[]> {
    return this.db
      .select({
        id: refunds.id,
        userId: refunds.userId,
        chargeId: refunds.chargeId,
        providerChargeId: charges.providerChargeId,
        providerKey: refunds.providerKey,
        amountCents: refunds.amountCents,
        reason: refunds.reason,
        requestedBy: refunds.requestedBy,
      })
      .from(refunds)
      .innerJoin(charges, eq(charges.id, refunds.chargeId))
      .where(
        and(
          eq(refunds.status, 'pending'),
          'cancellationId' in filter
            ? eq(refunds.cancellationId, filter.cancellationId)
            : 'refundId' in filter
              ? eq(refunds.id, filter.refundId)
              : lt(refunds.updatedAt, filter.idleSince),
        ),
      )
      .orderBy(asc(refunds.id));
  }

  /**
   * A cancellation in the five business days refunds every charge of its membership, also one recorded after it
   * (an autopay that was in flight): the missing refund rows, written once per key.
   */
  async addLateRefunds(at: Date): Promise<number> {
    const missing = await this.db
      .select({
        userId: charges.userId,
        chargeId: charges.id,
        cancellationId: cancellations.id,
        reference: cancellations.reference,
        // What the club has not refunded of it already (docs/decisions/0034).
        amountCents: sql<number>`${charges.amountCents} - (select coalesce(sum(${refunds.amountCents}), 0)
          from ${refunds} where ${refunds.chargeId} = ${charges.id}
           and ${refunds.status} in ('pending', 'succeeded'))::int`,
      })
      .from(cancellations)
      .innerJoin(charges, eq(charges.membershipId, cancellations.membershipId))
      .where(
        and(
          eq(cancellations.coolingOff, true),
          sql`not exists (select 1 from ${refunds} where ${refunds.chargeId} = ${charges.id}
            and ${refunds.cancellationId} is not null)`,
        ),
      )
      .then((rows) =>
        rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) })).filter((row) => row.amountCents > 0),
      );
    if (missing.length === 0) return 0;
    const added = await refundsLedger.record(
      this.db,
      missing.map((charge) => ({
        userId: charge.userId,
        chargeId: charge.chargeId,
        cancellationId: charge.cancellationId,
        providerKey: LEDGER_KEYS.cancellationRefund(charge.cancellationId, charge.chargeId),
        amountCents: charge.amountCents,
        reason: coolingOffReason(charge.reference),
        createdAt: at,
        updatedAt: at,
      })),
    );
    return added.length;
  }

  /**
   * The provider refunded it: the refund succeeded, and a payment the ledger held is put back. Once. A staff refund
   * (docs/decisions/0034) gives the money back without making the member owe it again: an equal credit goes with
   * its 'refund' line, so the balance is what it was.
   */
  settleSucceeded(refund: PendingRefund, providerRefundId: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await refundsLedger.settle(tx, refund.id, 'succeeded', { providerRefundId, at }))) return false;
      const [payment] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.chargeId, refund.chargeId));
      if (payment) {
        await ledger.putBack(tx, {
          userId: refund.userId,
          amountCents: refund.amountCents,
          description: `Refund: ${refund.reason}`,
          at,
        });
        if (refund.requestedBy) {
          await ledger.credit(tx, {
            userId: refund.userId,
            amountCents: refund.amountCents,
            description: staffRefundCredit(refund.reason),
            at,
          });
        }
      }
      return true;
    });
  }

  /** The provider refused it (nothing was refunded): kept with its reason for the staff to settle. */
  async settleFailed(refund: PendingRefund, message: string, at: Date): Promise<void> {
    await refundsLedger.settle(this.db, refund.id, 'failed', { message, at });
  }

  /** Marks a pending refund as just asked for, so the reconciler leaves it to this caller a while. */
  async touch(refundId: string, at: Date): Promise<void> {
    await refundsLedger.touch(this.db, refundId, at);
  }
}

/** The ledger text of the credit that goes with a staff refund of a ledger payment. */
export const staffRefundCredit = (reason: string) => `Refunded by the club: ${reason}`;
