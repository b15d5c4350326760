import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { mayMoveTo, mayWithdrawCancellation } from '../status-machines';
import {
  cancellations,
  clubs,
  freezes,
  memberDocuments,
  memberships,
  planChanges,
  plans,
  users,
} from '../../../db/schema';
import { insertNotices, periodOf } from '../billing-run';
import { periodsOf } from './freeze-rules';
import { isFrozen } from './freeze.repository';
import { type CancellationFacts, type CancellationTerms, cancellationTerms } from './cancellation-rules';
import { newReference } from './reference';
import { forgiveAndRefund, refundableCharges } from './cooling-off-refunds';

/** The member's membership as /membership shows it and a cancellation reads it. */
export interface MembershipRecord {
  id: string;
  userId: string;
  status: 'active' | 'ended';
  billingStatus: 'current' | 'past_due' | 'suspended';
  startDate: string;
  endDate: string | null;
  priceCents: number;
  lastMonthCents: number;
  createdAt: Date;
  plan: { id: string; name: string; description: string; monthly: boolean };
  club: { id: string; name: string };
}

export type StandingCancellation = typeof cancellations.$inferSelect;

/** What recording a cancellation did. */
export type CancelOutcome =
  | { kind: 'cancelled'; cancellation: StandingCancellation; terms: CancellationTerms }
  | { kind: 'refused'; reason: 'none' | 'not-monthly' | 'ended' | 'already' };

/**
 * Work a caller adds to the transaction that records a cancellation (the staff console's audit row,
 * docs/decisions/0034): committed with the cancellation or not at all.
 */
export type WithinCancellation = (
  tx: Database,
  recorded: { cancellation: StandingCancellation; terms: CancellationTerms; membership: MembershipRecord },
) => Promise<void>;

export type WithdrawOutcome =
  | { kind: 'withdrawn'; cancellation: StandingCancellation; nextBillingDay: string }
  | { kind: 'refused'; reason: 'none' | 'cooling-off' | 'ended' };

/**
 * A member's membership and its cancellation (docs/decisions/0028). A cancellation and its withdrawal are each
 * written with the membership's new end date and their confirmation notice in one transaction that holds the
 * member's users row lock (the lock their payments, freezes and changes take), so two requests take turns.
 */
export class CancellationRepository {
  constructor(private readonly db: Database) {}

  /** The member's membership: the active one, else the newest that ended (so an ended one is still shown). */
  async membershipOf(userId: string, db: Database = this.db): Promise<MembershipRecord | undefined> {
    const [row] = await db
      .select({
        id: memberships.id,
        userId: memberships.userId,
        status: memberships.status,
        billingStatus: memberships.billingStatus,
        startDate: memberships.startDate,
        endDate: memberships.endDate,
        priceCents: memberships.priceCents,
        lastMonthCents: memberships.lastMonthCents,
        createdAt: memberships.createdAt,
        planId: plans.id,
        planName: plans.name,
        planDescription: plans.description,
        validityDays: plans.validityDays,
        clubId: clubs.id,
        clubName: clubs.name,
      })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .innerJoin(clubs, eq(clubs.id, memberships.clubId))
      .where(eq(memberships.userId, userId))
      .orderBy(sql`${memberships.status} = 'active' desc`, desc(memberships.startDate), desc(memberships.createdAt))
      .limit(1);
    if (!row) return undefined;
    return {
      id: row.id,
      userId: row.userId,
      status: row.status,
      billingStatus: row.billingStatus,
      startDate: row.startDate,
      endDate: row.endDate,
      priceCents: row.priceCents,
      lastMonthCents: row.lastMonthCents,
      createdAt: row.createdAt,
      plan: {
        id: row.planId,
        name: row.planName,
        description: row.planDescription,
        monthly: row.validityDays === null,
      },
      club: { id: row.clubId, name: row.clubName },
    };
  }

  /** The cancellation that stands (not withdrawn), if any. */
  async standingCancellation(membershipId: string, db: Database = this.db) {
    const [row] = await db
      .select()
      .from(cancellations)
      .where(and(eq(cancellations.membershipId, membershipId), isNull(cancellations.withdrawnAt)))
      .limit(1);
    return row;
  }

  /** What the terms of a cancellation today depend on, besides the membership itself. */
  async factsOf(membership: MembershipRecord, today: string, db: Database = this.db): Promise<CancellationFacts> {
    const frozen = await db
      .select({ firstPeriod: freezes.firstPeriod, lastPeriod: freezes.lastPeriod, feeCents: freezes.feeCents })
      .from(freezes)
      .where(
        and(
          eq(freezes.membershipId, membership.id),
          isNull(freezes.withdrawnAt),
          gte(freezes.lastPeriod, periodOf(today)),
        ),
      );
    const [scheduled] = await db
      .select({ from: planChanges.effectiveDate, priceCents: planChanges.toPriceCents })
      .from(planChanges)
      .where(and(eq(planChanges.membershipId, membership.id), eq(planChanges.status, 'scheduled')))
      .limit(1);
    return {
      today,
      startDate: membership.startDate,
      priceCents: membership.priceCents,
      frozen: frozen.flatMap((freeze) =>
        periodsOf(freeze.firstPeriod, freeze.lastPeriod).map((period) => ({ period, feeCents: freeze.feeCents })),
      ),
      scheduledPrice: scheduled ?? null,
    };
  }

  /** Whether a freeze is in effect in the period (not ended early, not withdrawn). */
  frozenOn(membershipId: string, period: string): Promise<boolean> {
    return isFrozen(this.db, membershipId, period);
  }

  /** What a cancellation in the five business days would refund now. */
  async refundableCents(membership: MembershipRecord): Promise<number> {
    const rows = await refundableCharges(this.db, membership);
    return rows.reduce((sum, charge) => sum + charge.amountCents, 0);
  }

  /** The member's agreement in force: the newest signed, leaving out those of changes that never took effect. */
  async agreementOf(userId: string) {
    const [row] = await this.db
      .select({ id: memberDocuments.id, storageKey: memberDocuments.storageKey, fileName: memberDocuments.fileName })
      .from(memberDocuments)
      .where(
        and(
          eq(memberDocuments.userId, userId),
          eq(memberDocuments.type, 'membership-agreement'),
          // The agreement of a change withdrawn or declined never took effect: the one before it stands.
          sql`not exists (select 1 from ${planChanges} where ${planChanges.agreementId} = ${memberDocuments.id}
            and ${planChanges.status} in ('withdrawn', 'declined'))`,
        ),
      )
      .orderBy(desc(memberDocuments.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Gives notice today, under the member's lock: the terms are worked out again from what the database holds now,
   * the cancellation recorded with its reference, the membership's end date set (ended at once within the five
   * business days), freezes and scheduled changes after the last day withdrawn, and the confirmation notice
   * written. Within the five days, every debt is credited and a pending refund recorded for every charge of the
   * membership; the caller then asks the provider for them (RefundsService).
   */
  cancel(userId: string, today: string, at: Date, within?: WithinCancellation): Promise<CancelOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const membership = await this.membershipOf(userId, tx);
      if (!membership) return { kind: 'refused', reason: 'none' };
      if (membership.status === 'ended') return { kind: 'refused', reason: 'ended' };
      if (!membership.plan.monthly) return { kind: 'refused', reason: 'not-monthly' };
      if (await this.standingCancellation(membership.id, tx)) return { kind: 'refused', reason: 'already' };

      const terms = cancellationTerms(await this.factsOf(membership, today, tx));
      const [cancellation] = await tx
        .insert(cancellations)
        .values({
          reference: newReference('CAN'),
          membershipId: membership.id,
          userId,
          noticeDate: terms.noticeDate,
          lastDay: terms.lastDay,
          coolingOff: terms.coolingOff,
          createdAt: at,
        })
        .returning();
      await tx
        .update(memberships)
        .set(terms.coolingOff ? { endDate: terms.lastDay, status: 'ended' } : { endDate: terms.lastDay })
        .where(eq(memberships.id, membership.id));
      // Nothing is frozen or changed after the last day: those freezes and changes are withdrawn with it.
      const after = terms.finalPeriod ?? today;
      await tx
        .update(freezes)
        .set({ withdrawnAt: at })
        .where(
          and(eq(freezes.membershipId, membership.id), isNull(freezes.withdrawnAt), gte(freezes.firstPeriod, after)),
        );
      await tx
        .update(planChanges)
        .set({ status: 'withdrawn', updatedAt: at })
        .where(
          and(
            eq(planChanges.membershipId, membership.id),
            mayMoveTo('planChange', planChanges.status, 'withdrawn'),
            terms.coolingOff ? undefined : gte(planChanges.effectiveDate, after),
          ),
        );
      const refundCents = terms.coolingOff ? await forgiveAndRefund(tx, membership, cancellation!, at) : 0;
      await insertNotices(tx, [
        {
          userId,
          kind: 'cancellation',
          dedupeKey: `cancellation:${cancellation!.id}`,
          membershipId: membership.id,
          details: {
            reference: cancellation!.reference,
            noticeDate: terms.noticeDate,
            lastDay: terms.lastDay,
            coolingOff: terms.coolingOff,
            lastChargeDate: terms.lastCharge?.date ?? null,
            lastChargeCents: terms.lastCharge?.amountCents ?? null,
            refundCents,
          },
        },
      ]);
      await within?.(tx, { cancellation: cancellation!, terms, membership });
      return { kind: 'cancelled', cancellation: cancellation!, terms };
    });
  }

  /** Withdraws the standing cancellation (not one in the five days), clearing the end date, with its notice. */
  withdraw(userId: string, today: string, at: Date, nextBillingDay: string): Promise<WithdrawOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const membership = await this.membershipOf(userId, tx);
      const cancellation = membership && (await this.standingCancellation(membership.id, tx));
      if (!membership || !cancellation) return { kind: 'refused', reason: 'none' };
      if (cancellation.coolingOff) return { kind: 'refused', reason: 'cooling-off' };
      if (membership.status === 'ended' || cancellation.lastDay < today) return { kind: 'refused', reason: 'ended' };
      const [withdrawn] = await tx
        .update(cancellations)
        .set({ withdrawnAt: at })
        .where(and(eq(cancellations.id, cancellation.id), mayWithdrawCancellation(today)))
        .returning();
      if (!withdrawn) return { kind: 'refused', reason: 'none' };
      await tx.update(memberships).set({ endDate: null }).where(eq(memberships.id, membership.id));
      await insertNotices(tx, [
        {
          userId,
          kind: 'cancellation-withdrawn',
          dedupeKey: `cancellation-withdrawn:${cancellation.id}`,
          membershipId: membership.id,
          details: { reference: cancellation.reference, nextBillingDay },
        },
      ]);
      return { kind: 'withdrawn', cancellation: withdrawn, nextBillingDay };
    });
  }
}
