import { and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from './client';
import { memberships, planClubs, plans, users } from './schema';
import { DEMO_ACCOUNTS } from './seed-data/accounts';

/** The day the demo members joined. */
export const DEMO_MEMBERSHIP_START = '2025-01-01';

/**
 * Each active demo member holds their home club's month-to-month membership (the one GET /contacts/membership
 * reads). Inserted once per account: a membership the demo later changes is left as it is.
 */
export async function seedDemoMemberships(db: Database): Promise<void> {
  const numbers = DEMO_ACCOUNTS.filter((account) => account.role === 'member' && account.memberStatus === 'active').map(
    (account) => account.memberNumber,
  );
  const accounts = await db
    .select({ id: users.id, homeClubId: users.homeClubId })
    .from(users)
    .where(inArray(users.memberNumber, numbers));
  await db.transaction(async (tx) => {
    for (const account of accounts) {
      if (!account.homeClubId) continue;
      const [held] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(eq(memberships.userId, account.id));
      if (held) continue;
      const [plan] = await tx
        .select({ id: plans.id, priceCents: plans.priceCents })
        .from(plans)
        .innerJoin(planClubs, eq(planClubs.planId, plans.id))
        .where(and(eq(planClubs.clubId, account.homeClubId), like(plans.id, '%-monthly')));
      if (!plan) continue;
      await tx.insert(memberships).values({
        userId: account.id,
        planId: plan.id,
        clubId: account.homeClubId,
        startDate: DEMO_MEMBERSHIP_START,
        priceCents: plan.priceCents,
        // As a join would have: the last month paid in advance, for the final month when they cancel (0028).
        lastMonthCents: plan.priceCents,
      });
    }
  });
}
