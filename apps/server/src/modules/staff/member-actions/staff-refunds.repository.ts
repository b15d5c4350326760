import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatCurrency } from '@gym/contracts/money';
import {
  STAFF_ACTION_MESSAGES,
  STAFF_ACTION_REFUNDED_IN_FULL,
  STAFF_ACTION_TEMPLATES,
} from '@gym/contracts/staff-member-actions';
import type { Database } from '../../../db/client';
import { charges, paymentAttempts, refunds } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/app-error';
import { type Text, shared } from '../../../lib/i18n/translator';
import { LEDGER_KEYS, refundDecision, refundsLedger } from '../../membership/ledger';
import { recordAudit } from '../audit';
import type { ScopedMember } from '../scope';

export type RefundRow = typeof refunds.$inferSelect;

export interface StaffRefundRequest {
  actorId: string;
  member: ScopedMember;
  chargeId: string;
  amountCents: number;
  reason: string;
  requestKey: string;
  at: Date;
}

const conflict = (message: string | Text) => new AppError('CONFLICT', message);

/** What is refunded of a charge or on its way (succeeded and pending refunds), as SQL. */
const refundedCents = (tx: Database, chargeId: string) =>
  tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.chargeId, chargeId), inArray(refunds.status, ['succeeded', 'pending'])));

/**
 * The staff's refunds of a member's payment (docs/decisions/0034), recorded in the `refunds` table that
 * RefundsService settles: the pending row and its audit row in one transaction, under a lock on the charge row, so
 * two refunds of one payment (on any instance) take turns and never give back more than was paid.
 */
export class StaffRefundsRepository {
  constructor(private readonly db: Database) {}

  /** Records the refund (pending), or answers the one this request key already recorded. Refusals write nothing. */
  record(request: StaffRefundRequest): Promise<{ refund: RefundRow; recorded: boolean }> {
    return this.db.transaction(async (tx) => {
      const { member, chargeId, amountCents } = request;
      const [charge] = await tx
        .select({ id: charges.id, userId: charges.userId, amountCents: charges.amountCents })
        .from(charges)
        .where(eq(charges.id, chargeId))
        .for('update');
      if (!charge || charge.userId !== member.id) throw await this.notACharge(tx, member.id, chargeId);

      const providerKey = LEDGER_KEYS.staffRefund(chargeId, request.requestKey);
      const [existing] = await tx.select().from(refunds).where(eq(refunds.providerKey, providerKey));
      if (existing) {
        if (existing.amountCents !== amountCents) throw conflict(STAFF_ACTION_MESSAGES.requestKeyReused);
        return { refund: existing, recorded: false };
      }

      const [{ cents: refunded }] = (await refundedCents(tx, chargeId)) as [{ cents: number }];
      const { refundable, allowed } = refundDecision(charge.amountCents, refunded, amountCents);
      if (!allowed) {
        throw conflict(
          refundable === 0
            ? STAFF_ACTION_REFUNDED_IN_FULL
            : shared(STAFF_ACTION_TEMPLATES.refundTooMuch, { amount: formatCurrency(refundable) }),
        );
      }

      const [refund] = await refundsLedger.record(tx, [
        {
          userId: member.id,
          chargeId,
          requestedBy: request.actorId,
          providerKey,
          amountCents,
          reason: request.reason,
          createdAt: request.at,
          updatedAt: request.at,
        },
      ]);
      if (!refund) throw new Error(`the refund ${providerKey} was recorded already`);
      await recordAudit(tx, {
        actorId: request.actorId,
        action: 'member.refunded',
        subjectId: member.id,
        clubId: member.homeClubId,
        reason: request.reason,
        before: { chargeId, paidCents: charge.amountCents, refundedCents: refunded, refundableCents: refundable },
        // The request as recorded; its outcome is the refund row's status (refundId), settled after the provider answers.
        after: {
          refundId: refund!.id,
          chargeId,
          amountCents,
          status: 'pending',
          refundableCents: refundable - amountCents,
        },
      });
      return { refund: refund!, recorded: true };
    });
  }

  /** A payment the member tried that did not go through is a 409 with its reason; anything else is not found. */
  private async notACharge(tx: Database, memberId: string, chargeId: string): Promise<AppError> {
    const [attempt] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.id, chargeId),
          eq(paymentAttempts.userId, memberId),
          ne(paymentAttempts.status, 'succeeded'),
        ),
      );
    return attempt
      ? conflict(STAFF_ACTION_MESSAGES.chargeNotSucceeded)
      : notFound(STAFF_ACTION_MESSAGES.chargeNotFound);
  }

  async find(refundId: string): Promise<RefundRow> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, refundId));
    if (!row) throw new Error(`refund ${refundId} vanished`);
    return row;
  }

  /** What can still be refunded of the charge (pending refunds counted as given). */
  async refundableCents(chargeId: string): Promise<number> {
    const [charge] = await this.db
      .select({ amountCents: charges.amountCents })
      .from(charges)
      .where(eq(charges.id, chargeId));
    const [{ cents }] = (await refundedCents(this.db, chargeId)) as [{ cents: number }];
    return (charge?.amountCents ?? 0) - cents;
  }
}
