import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { clubs, featureLists, planClubs, plans } from '../../../db/schema';
import { memoizeAsync } from '../../../lib/memo';

export type PlanRow = typeof plans.$inferSelect & { clubIds: string[] };

/** Plans and feature lists are reference data written only by the seed at start: read once per process. */
export class PlansRepository {
  private readonly plansByClub = memoizeAsync((clubId: string) => this.loadForClub(clubId));
  private readonly featuresByClub = memoizeAsync((clubId: string) => this.loadFeatures(clubId));

  constructor(private readonly db: Database) {}

  /** Active plans sold at a club, cheapest first, each with every club it covers. */
  listForClub(clubId: string): Promise<PlanRow[]> {
    return this.plansByClub.get(clubId);
  }

  featuresForClub(clubId: string): Promise<string[]> {
    return this.featuresByClub.get(clubId);
  }

  /**
   * An active plan with the clubs it covers, or undefined. Not memoised: the id comes from a visitor's
   * link, and a cache keyed by it would grow with every made-up id.
   */
  async findActive(planId: string): Promise<PlanRow | undefined> {
    const [plan] = await this.db
      .select()
      .from(plans)
      .where(and(eq(plans.id, planId), eq(plans.active, true)));
    if (!plan) return undefined;
    const links = await this.db
      .select({ clubId: planClubs.clubId })
      .from(planClubs)
      .where(eq(planClubs.planId, planId))
      .orderBy(asc(planClubs.clubId));
    return { ...plan, clubIds: links.map((link) => link.clubId) };
  }

  private async loadForClub(clubId: string): Promise<PlanRow[]> {
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

  private async loadFeatures(clubId: string): Promise<string[]> {
    const [row] = await this.db
      .select({ items: featureLists.items })
      .from(clubs)
      .innerJoin(featureLists, eq(featureLists.key, clubs.featureListKey))
      .where(eq(clubs.id, clubId));
    return row?.items ?? [];
  }
}
