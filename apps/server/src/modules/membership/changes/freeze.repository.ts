import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { freezes, memberships, plans } from '../../../db/schema';
import { insertNotices, nextBillingDay } from '../billing-run';
import { lockMember } from '../ledger';
import { currentMembership } from '../current-membership';
import type { Text } from '../../../lib/i18n/translator';
import { type FreezeMembership, type FreezePlan, type FreezeRow, currentFreeze } from './freeze-rules';
import { newReference } from './reference';

export interface FreezeFacts {
  membership: FreezeMembership | undefined;
  freezes: FreezeRow[];
}

/**
 * Work a caller adds to the transaction that records a freeze (the staff console's audit row, docs/decisions/0034):
 * committed with the freeze or not at all.
 */
export type WithinFreeze = (
  tx: Database,
  recorded: { freeze: FreezeRow; plan: FreezePlan; membershipId: string },
) => Promise<void>;

export type UnfreezeOutcome =
  | { kind: 'none' }
  | { kind: 'withdrawn'; freeze: FreezeRow }
  | { kind: 'ended'; freeze: FreezeRow; lastPeriod: string };

const freezeColumns = {
  id: freezes.id,
  reference: freezes.reference,
  firstPeriod: freezes.firstPeriod,
  lastPeriod: freezes.lastPeriod,
  feeCents: freezes.feeCents,
  endedAt: freezes.endedAt,
};

/**
 * True when a freeze of the membership covers `period` and has not been ended: check-in is refused
 * (docs/decisions/0028). Other modules ask through `FreezeService.frozenIn` (the front door).
 */
export async function isFrozen(db: Database, membershipId: string, period: string): Promise<boolean> {
  const [row] = await db
    .select({ id: freezes.id })
    .from(freezes)
    .where(
      and(
        eq(freezes.membershipId, membershipId),
        isNull(freezes.withdrawnAt),
        isNull(freezes.endedAt),
        lte(freezes.firstPeriod, period),
        gte(freezes.lastPeriod, period),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The member's freezes (docs/decisions/0028). A freeze and an unfreeze are each written with their confirmation
 * notice in one transaction that holds the member's users row lock, so two requests of one member take turns and
 * cannot both pass the checks.
 */
export class FreezeRepository {
  constructor(private readonly db: Database) {}

  /** Pass a transaction to read it under the lock the caller holds. */
  frozenIn(membershipId: string, period: string, db: Database = this.db): Promise<boolean> {
    return isFrozen(db, membershipId, period);
  }

  /** The member's current membership and its freezes not withdrawn, oldest first. */
  async facts(userId: string, db: Database = this.db): Promise<FreezeFacts> {
    const membership = await currentMembership(db, userId);
    if (!membership) return { membership: undefined, freezes: [] };
    const [plan] = await db
      .select({ validityDays: plans.validityDays })
      .from(memberships)
      .innerJoin(plans, eq(plans.id, memberships.planId))
      .where(eq(memberships.id, membership.id));
    const rows = await db
      .select(freezeColumns)
      .from(freezes)
      .where(and(eq(freezes.membershipId, membership.id), isNull(freezes.withdrawnAt)))
      .orderBy(asc(freezes.firstPeriod));
    return {
      membership: {
        id: membership.id,
        monthly: plan?.validityDays === null,
        endDate: membership.endDate,
        billingStatus: membership.billingStatus,
        priceCents: membership.priceCents,
      },
      freezes: rows,
    };
  }

  /**
   * Records a freeze and its confirmation notice if `decide` (given the facts read under the lock) answers a
   * plan; answers the decision's refusal otherwise.
   */
  create(
    userId: string,
    feeCents: number,
    decide: (facts: FreezeFacts) => FreezePlan | { refused: Text },
    within?: WithinFreeze,
  ): Promise<{ freeze: FreezeRow; plan: FreezePlan } | { refused: Text }> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const facts = await this.facts(userId, tx);
      const plan = decide(facts);
      if ('refused' in plan) return plan;
      const membershipId = facts.membership!.id;
      const [freeze] = await tx
        .insert(freezes)
        .values({
          reference: newReference('FRZ'),
          membershipId,
          userId,
          firstPeriod: plan.firstPeriod,
          lastPeriod: plan.lastPeriod,
          feeCents,
        })
        .returning(freezeColumns);
      if (!freeze) throw new Error('freeze insert returned no row');
      await insertNotices(tx, [
        {
          userId,
          membershipId,
          kind: 'freeze',
          dedupeKey: `freeze:${freeze.id}`,
          details: {
            reference: freeze.reference,
            months: plan.months,
            firstPeriod: plan.firstPeriod,
            lastPeriod: plan.lastPeriod,
            feeCents,
            resumesOn: plan.resumesOn,
          },
        },
      ]);
      await within?.(tx, { freeze, plan, membershipId });
      return { freeze, plan };
    });
  }

  /**
   * Unfreezes on club day `today`: a freeze not begun is withdrawn; one in effect ends now, its last period
   * becoming today's (whose fee stays billed). Each with an 'unfreeze' notice.
   */
  unfreeze(userId: string, today: string, period: string, at: Date): Promise<UnfreezeOutcome> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const facts = await this.facts(userId, tx);
      const freeze = currentFreeze(facts.freezes, today);
      if (!facts.membership || !freeze) return { kind: 'none' };
      const begun = freeze.firstPeriod <= period;
      const outcome: UnfreezeOutcome = begun
        ? { kind: 'ended', freeze, lastPeriod: period }
        : { kind: 'withdrawn', freeze };
      await tx
        .update(freezes)
        .set(begun ? { endedAt: at, lastPeriod: period } : { withdrawnAt: at })
        .where(eq(freezes.id, freeze.id));
      await insertNotices(tx, [
        {
          userId,
          membershipId: facts.membership.id,
          kind: 'unfreeze',
          dedupeKey: `unfreeze:${freeze.id}`,
          details: {
            reference: freeze.reference,
            outcome: outcome.kind,
            lastPeriod: begun ? period : null,
            feeCents: freeze.feeCents,
            resumesOn: nextBillingDay(today),
          },
        },
      ]);
      return outcome;
    });
  }
}
