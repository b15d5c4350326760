import { asc, eq, gt, sql } from 'drizzle-orm';
import type { StaffPlan } from '@gym/contracts/staff-plans';
import type { Database } from '../../../db/client';
import { clubs, memberships, planClubs, planPriceChanges, plans } from '../../../db/schema';

/** The plans page's reads: every plan offered now, its clubs, its members and its price changes still to come. */
export class PlanPricesRepository {
  constructor(private readonly db: Database) {}

  /** Changes dated after `today` have not taken effect yet (the billing run applies one on its billing day). */
  async list(today: string): Promise<StaffPlan[]> {
    const [rows, links, members, changes] = await Promise.all([
      this.db
        .select({ id: plans.id, name: plans.itemName, priceCents: plans.priceCents, validityDays: plans.validityDays })
        .from(plans)
        .where(eq(plans.active, true))
        .orderBy(asc(plans.itemName)),
      this.db
        .select({ planId: planClubs.planId, id: clubs.id, displayName: clubs.displayName })
        .from(planClubs)
        .innerJoin(clubs, eq(clubs.id, planClubs.clubId))
        .orderBy(asc(clubs.displayName)),
      this.db
        .select({ planId: memberships.planId, count: sql<number>`count(*)::int` })
        .from(memberships)
        .where(eq(memberships.status, 'active'))
        .groupBy(memberships.planId),
      this.db
        .select({
          id: planPriceChanges.id,
          planId: planPriceChanges.planId,
          priceCents: planPriceChanges.priceCents,
          effectiveDate: planPriceChanges.effectivePeriod,
        })
        .from(planPriceChanges)
        .where(gt(planPriceChanges.effectivePeriod, today))
        .orderBy(asc(planPriceChanges.effectivePeriod)),
    ]);
    return rows.map((plan) => ({
      id: plan.id,
      name: plan.name,
      kind: plan.validityDays === null ? 'monthly' : 'pass',
      priceCents: plan.priceCents,
      clubs: links.filter((link) => link.planId === plan.id).map(({ id, displayName }) => ({ id, displayName })),
      activeMembers: members.find((row) => row.planId === plan.id)?.count ?? 0,
      scheduled: changes
        .filter((change) => change.planId === plan.id)
        .map(({ id, priceCents, effectiveDate }) => ({ id, priceCents, effectiveDate })),
    }));
  }
}
