import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema';

/**
 * The member's current membership, the specification's "first membership record" (section 3): the active one,
 * newest start first (a member who rejoined has only one active row; the order makes any leftover pick stable).
 * Works in a transaction too (a transaction is a Database).
 */
export const isCurrentMembershipOf = (userId: string) =>
  and(eq(memberships.userId, userId), eq(memberships.status, 'active'));

/** The order that picks the current one among a member's active memberships: newest start first. */
export const currentMembershipFirst = [desc(memberships.startDate), desc(memberships.createdAt)] as const;

export async function currentMembership(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: memberships.id,
      planId: memberships.planId,
      userGroups: memberships.userGroups,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
      priceCents: memberships.priceCents,
      billingStatus: memberships.billingStatus,
      pastDueSince: memberships.pastDueSince,
    })
    .from(memberships)
    .where(isCurrentMembershipOf(userId))
    .orderBy(...currentMembershipFirst)
    .limit(1);
  return row;
}

/** The groups of the member's current membership (GET /contacts/membership); none without one. */
export async function currentMembershipGroups(db: Database, userId: string): Promise<string[]> {
  return (await currentMembership(db, userId))?.userGroups ?? [];
}
