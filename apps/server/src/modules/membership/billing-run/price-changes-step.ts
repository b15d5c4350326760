import { and, desc, eq, lte, ne } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { memberships, planPriceChanges, plans } from '../../../db/schema';

/**
 * A billing run's step, before the dues are posted (docs/decisions/0028): a plan's recorded price change takes
 * effect from its billing period. For each plan, the latest change whose period has come is applied once: under
 * the plan's row lock, the plan's active memberships not at the new price yet are moved to it and the plan's own
 * price follows, in one transaction. The plan's price is the mark of a change applied, so a second instance (or
 * a repeat run) finds nothing left to do. Answers the plans repriced now.
 */
export async function applyPriceChanges(db: Database, period: string): Promise<number> {
  const latest = await db
    .selectDistinctOn([planPriceChanges.planId], {
      planId: planPriceChanges.planId,
      priceCents: planPriceChanges.priceCents,
      planPriceCents: plans.priceCents,
    })
    .from(planPriceChanges)
    .innerJoin(plans, eq(plans.id, planPriceChanges.planId))
    .where(lte(planPriceChanges.effectivePeriod, period))
    .orderBy(planPriceChanges.planId, desc(planPriceChanges.effectivePeriod));
  let repriced = 0;
  for (const change of latest.filter((row) => row.planPriceCents !== row.priceCents)) {
    const applied = await db.transaction(async (tx) => {
      const [plan] = await tx
        .select({ priceCents: plans.priceCents })
        .from(plans)
        .where(eq(plans.id, change.planId))
        .for('update');
      if (!plan || plan.priceCents === change.priceCents) return false;
      await tx
        .update(memberships)
        .set({ priceCents: change.priceCents })
        .where(
          and(
            eq(memberships.planId, change.planId),
            eq(memberships.status, 'active'),
            ne(memberships.priceCents, change.priceCents),
          ),
        );
      await tx.update(plans).set({ priceCents: change.priceCents }).where(eq(plans.id, change.planId));
      return true;
    });
    if (applied) repriced += 1;
  }
  return repriced;
}
