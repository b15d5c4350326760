import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { billingNotices, memberships, planPriceChanges, plans } from '../../../db/schema';
import { nextBillingDay } from '../billing-run';

export interface NewPriceChange {
  planId: string;
  priceCents: number;
  /** The first billing period at the new price (YYYY-MM-01). */
  effectivePeriod: string;
  /** The price the members pay until then, when another change comes before this one; else each one's own. */
  priorCents: number | null;
}

/** Plan price changes and the notices that announce them (docs/decisions/0028). */
export class PriceChangesRepository {
  constructor(private readonly db: Database) {}

  async plan(planId: string) {
    const [plan] = await this.db
      .select({
        id: plans.id,
        itemName: plans.itemName,
        priceCents: plans.priceCents,
        validityDays: plans.validityDays,
      })
      .from(plans)
      .where(eq(plans.id, planId));
    return plan;
  }

  /** The latest change of a plan recorded for a period after `after` (and before `before`), if any. */
  async changeBetween(planId: string, after: string, before: string | null) {
    const [change] = await this.db
      .select({ priceCents: planPriceChanges.priceCents, effectivePeriod: planPriceChanges.effectivePeriod })
      .from(planPriceChanges)
      .where(
        and(
          eq(planPriceChanges.planId, planId),
          gt(planPriceChanges.effectivePeriod, after),
          before === null ? undefined : lt(planPriceChanges.effectivePeriod, before),
        ),
      )
      .orderBy(desc(planPriceChanges.effectivePeriod))
      .limit(1);
    return change;
  }

  /**
   * Records a change and, in the same transaction, a 'price-change' notice for every active membership on the
   * plan that will be billed at the new price (one not ending before it), once per change and membership, then
   * `within` (what else the caller writes in that transaction), whose answer it answers. Undefined when the plan
   * already has a change for that period.
   */
  record<T>(
    change: NewPriceChange,
    planName: string,
    within: (tx: Database, row: typeof planPriceChanges.$inferSelect, notified: number) => Promise<T>,
  ): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(planPriceChanges)
        .values({ planId: change.planId, priceCents: change.priceCents, effectivePeriod: change.effectivePeriod })
        .onConflictDoNothing({ target: [planPriceChanges.planId, planPriceChanges.effectivePeriod] })
        .returning();
      if (!row) return undefined;
      const oldCents = change.priorCents === null ? sql`m.price_cents` : sql`${change.priorCents}::int`;
      const notified = (await tx.execute(sql`
        insert into ${billingNotices} (user_id, kind, dedupe_key, membership_id, details)
        select m.user_id, 'price-change', 'price-change:' || ${row.id}::text || ':' || m.id, m.id,
          jsonb_build_object(
            'planName', ${planName}::text,
            'oldPriceCents', ${oldCents},
            'newPriceCents', ${change.priceCents}::int,
            'billingDay', ${change.effectivePeriod}::text)
        from ${memberships} m
        where m.plan_id = ${change.planId} and m.status = 'active'
          and (m.end_date is null or m.end_date >= ${nextBillingDay(change.effectivePeriod)}::date)
        on conflict (dedupe_key) do nothing
        returning 1`)) as unknown as { rows: unknown[] };
      return within(tx, row, notified.rows.length);
    });
  }
}
