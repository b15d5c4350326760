import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cancellations,
  clubs,
  freezes,
  memberships,
  paymentAttempts,
  paymentMethods,
  planChanges,
  planClubs,
  plans,
} from '../../../db/schema';
import type { Clock } from '../../../lib/clock';
import { periodOf } from '../billing-run';
import { cardLabel, type PaymentAttempt } from '../billing';
import { LEDGER_KEYS, lockMember, paymentAttemptsLedger } from '../ledger';
import { PlanChangeApplying } from './plan-change-applying';
import { mayMoveTo } from '../status-machines';
import type { PlanChangeRow } from './plan-change-rules';
import { currentMembershipFirst, isCurrentMembershipOf } from '../current-membership';

export type { PlanChangeRow } from './plan-change-rules';

/** The member's current membership with what decides whether and how it may change. */
export interface MembershipFacts {
  id: string;
  userId: string;
  planId: string;
  planName: string;
  clubId: string;
  clubName: string;
  priceCents: number;
  startDate: string;
  lastMonthCents: number;
  /** A monthly membership (a pass has validity days). */
  monthly: boolean;
  cancelling: boolean;
  frozen: boolean;
  /** A change pending (its charge in flight) or scheduled. */
  open: PlanChangeRow | undefined;
}

/** A monthly plan sold at a club. */
export interface PlanOffer {
  planId: string;
  planName: string;
  description: string;
  clubId: string;
  clubName: string;
  priceCents: number;
}

/** A change decided by the service, to record (its agreement is in storage already, agreementStorageKey). */
export interface NewPlanChange {
  id: string;
  reference: string;
  facts: MembershipFacts;
  offer: PlanOffer;
  effectiveDate: string;
  proratedCents: number;
  /** Costs more: applied at once, its prorated difference charged first when there is one. */
  upgrade: boolean;
}

export type BeginOutcome =
  | { kind: 'charge'; change: PlanChangeRow; attempt: PaymentAttempt }
  | { kind: 'applied' | 'scheduled'; change: PlanChangeRow }
  | { kind: 'stale' | 'busy' | 'no_card' | 'cancelling' | 'frozen' | 'change_open' };

/**
 * plan_changes (docs/decisions/0028) and what applying one writes: the membership's plan, club and price, the
 * updated agreement as the member's current one, the notice, and for an upgrade the prorated difference charged
 * through the member payment attempts (PaymentOutcomes of kind 'plan-change': a request, a repeat or the
 * reconciler records it, once).
 */
export class PlanChangeRepository {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** What applying a change writes; also the payment purpose of an upgrade's difference. */
    readonly applying: PlanChangeApplying = new PlanChangeApplying(db, clock),
  ) {}

  names(change: PlanChangeRow, db: Database = this.db): Promise<{ planName: string; clubName: string }> {
    return this.applying.names(change, db);
  }

  /** The member's current membership (active, newest start first), or undefined. */
  async facts(userId: string, today: string, db: Database = this.db): Promise<MembershipFacts | undefined> {
    const [row] = await db
      .select({
        id: memberships.id,
        userId: memberships.userId,
        planId: memberships.planId,
        planName: plans.name,
        clubId: memberships.clubId,
        clubName: clubs.displayName,
        priceCents: memberships.priceCents,
        startDate: memberships.startDate,
        lastMonthCents: memberships.lastMonthCents,
        validityDays: plans.validityDays,
      })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .innerJoin(clubs, eq(clubs.id, memberships.clubId))
      .where(isCurrentMembershipOf(userId))
      .orderBy(...currentMembershipFirst)
      .limit(1);
    if (!row) return undefined;
    const period = periodOf(today);
    const [standing] = await db
      .select({ id: cancellations.id })
      .from(cancellations)
      .where(and(eq(cancellations.membershipId, row.id), isNull(cancellations.withdrawnAt)))
      .limit(1);
    const [freeze] = await db
      .select({ id: freezes.id })
      .from(freezes)
      .where(
        and(
          eq(freezes.membershipId, row.id),
          isNull(freezes.withdrawnAt),
          isNull(freezes.endedAt),
          lte(freezes.firstPeriod, period),
          gte(freezes.lastPeriod, period),
        ),
      )
      .limit(1);
    const [open] = await db
      .select()
      .from(planChanges)
      .where(and(eq(planChanges.membershipId, row.id), inArray(planChanges.status, ['pending', 'scheduled'])))
      .limit(1);
    const { validityDays, ...membership } = row;
    return { ...membership, monthly: validityDays === null, cancelling: !!standing, frozen: !!freeze, open };
  }

  /** Every monthly plan on sale at every club, by club then price. */
  offers(): Promise<PlanOffer[]> {
    return this.db
      .select({
        planId: plans.id,
        planName: plans.name,
        description: plans.description,
        clubId: clubs.id,
        clubName: clubs.displayName,
        priceCents: plans.priceCents,
      })
      .from(plans)
      .innerJoin(planClubs, eq(planClubs.planId, plans.id))
      .innerJoin(clubs, eq(clubs.id, planClubs.clubId))
      .where(and(eq(plans.active, true), isNull(plans.validityDays)))
      .orderBy(asc(clubs.displayName), asc(plans.priceCents), asc(plans.id));
  }

  /**
   * Records a change in ONE transaction under the member's lock, having checked again what the service decided
   * from (`stale` when the membership moved meanwhile): an upgrade with a difference to charge is 'pending' with
   * its payment attempt on the primary card (`busy` while another payment of the member is pending); one with
   * none is applied at once; any other is 'scheduled' with its agreement and notice. Two requests at once: the
   * second finds the first's change open (`change_open`), and the partial unique index backs the lock.
   */
  begin(change: NewPlanChange, today: string): Promise<BeginOutcome> {
    const { facts, offer } = change;
    return this.db.transaction(async (tx): Promise<BeginOutcome> => {
      await lockMember(tx, facts.userId);
      const now = await this.facts(facts.userId, today, tx);
      if (!now || now.id !== facts.id || now.planId !== facts.planId || now.clubId !== facts.clubId) {
        return { kind: 'stale' };
      }
      if (now.priceCents !== facts.priceCents) return { kind: 'stale' };
      if (now.cancelling) return { kind: 'cancelling' };
      if (now.frozen) return { kind: 'frozen' };
      if (now.open) return { kind: 'change_open' };

      const charging = change.upgrade && change.proratedCents > 0;
      let card: typeof paymentMethods.$inferSelect | undefined;
      if (charging) {
        const [pending] = await tx
          .select({ id: paymentAttempts.id })
          .from(paymentAttempts)
          .where(and(eq(paymentAttempts.userId, facts.userId), eq(paymentAttempts.status, 'pending')));
        if (pending) return { kind: 'busy' };
        [card] = await tx
          .select()
          .from(paymentMethods)
          .where(and(eq(paymentMethods.userId, facts.userId), eq(paymentMethods.isPrimary, true)));
        if (!card) return { kind: 'no_card' };
      }

      const [row] = await tx
        .insert(planChanges)
        .values({
          id: change.id,
          reference: change.reference,
          membershipId: facts.id,
          userId: facts.userId,
          fromPlanId: facts.planId,
          toPlanId: offer.planId,
          fromClubId: facts.clubId,
          toClubId: offer.clubId,
          fromPriceCents: facts.priceCents,
          toPriceCents: offer.priceCents,
          effectiveDate: change.effectiveDate,
          proratedCents: change.proratedCents,
          status: charging ? 'pending' : change.upgrade ? 'applied' : 'scheduled',
          createdAt: this.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return { kind: 'change_open' };
      // The member's current agreement from now on, unless its charge is yet to be paid (declined: none).
      const recorded = charging ? row : await this.applying.adoptAgreement(tx, row);

      if (card) {
        const [attempt] = await paymentAttemptsLedger.record(tx, [
          {
            userId: facts.userId,
            kind: 'plan-change',
            providerKey: LEDGER_KEYS.planChange(row.id),
            planChangeId: row.id,
            amountCents: change.proratedCents,
            cardId: card.id,
            cardToken: card.providerToken,
            description: `Payment, ${cardLabel(card)}`,
            membershipId: facts.id,
            status: 'pending',
            createdAt: this.clock.now(),
          },
        ]);
        return { kind: 'charge', change: recorded, attempt: attempt! };
      }
      if (change.upgrade) {
        return { kind: 'applied', change: await this.applying.apply(tx, recorded, null) };
      }
      await this.applying.notify(tx, recorded, 'plan-change');
      return { kind: 'scheduled', change: recorded };
    });
  }

  /** The member's scheduled change, withdrawn with its notice; undefined when there is none. */
  withdraw(userId: string): Promise<PlanChangeRow | undefined> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const [row] = await tx
        .update(planChanges)
        .set({ status: 'withdrawn', updatedAt: this.clock.now() })
        .where(and(eq(planChanges.userId, userId), mayMoveTo('planChange', planChanges.status, 'withdrawn')))
        .returning();
      if (row) await this.applying.notify(tx, row, 'plan-change-withdrawn');
      return row;
    });
  }

  /** The member's scheduled change, if any. */
  async scheduled(userId: string): Promise<PlanChangeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(planChanges)
      .where(and(eq(planChanges.userId, userId), eq(planChanges.status, 'scheduled')))
      .limit(1);
    return row;
  }

  async byId(id: string): Promise<PlanChangeRow | undefined> {
    const [row] = await this.db.select().from(planChanges).where(eq(planChanges.id, id));
    return row;
  }
}
