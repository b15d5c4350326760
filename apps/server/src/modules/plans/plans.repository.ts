import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clubs, featureLists, planClubs, plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect & { clubIds: string[] };

export class PlansRepository {
  constructor(private readonly db: Database) {}

  /** Active plans sold at a club, cheapest first, each with every club it covers. */
  async listForClub(clubId: string): Promise<PlanRow[]> {
    const rows = await this.db
      .select({ plan: plans })
      .from(plans)
      .innerJoin(planClubs, eq(planClubs.planId, plans.id))
      .where(and(eq(planClubs.clubId, clubId), eq(plans.active, true)))
      .orderBy(asc(plans.priceCents), asc(plans.name));
    if (rows.length === 0) return [];
    const links = await this.db
      .select()
      .from(planClubs)
      .where(
        inArray(
          planClubs.planId,
          rows.map((row) => row.plan.id),
        ),
      );
    return rows.map(({ plan }) => ({
      ...plan,
      clubIds: links.filter((link) => link.planId === plan.id).map((link) => link.clubId),
    }));
  }

  async featuresForClub(clubId: string): Promise<string[]> {
    const [row] = await this.db
      .select({ items: featureLists.items })
      .from(clubs)
      .innerJoin(featureLists, eq(featureLists.key, clubs.featureListKey))
      .where(eq(clubs.id, clubId));
    return row?.items ?? [];
  }
}
