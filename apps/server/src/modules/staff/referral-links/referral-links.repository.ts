import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReferralPlan } from '@gym/contracts/staff-referral-links';
import { isMemberNumber } from '@gym/contracts/member-number';
import type { Database } from '../../../db/client';
import { clubs, planClubs, plans, users } from '../../../db/schema';

export interface ReferringMember {
  id: string;
  memberNumber: number;
  firstName: string;
  lastName: string;
  role: (typeof users.$inferSelect)['role'];
  memberStatus: (typeof users.$inferSelect)['memberStatus'];
  homeClubId: string | null;
  homeClubName: string | null;
}

/** What a referral link is made from: the member (by id or number) and the plans their home club offers. */
export class ReferralLinksRepository {
  constructor(private readonly db: Database) {}

  async member(by: { memberId: string } | { memberNumber: string }): Promise<ReferringMember | undefined> {
    if ('memberNumber' in by && !isMemberNumber(by.memberNumber)) return undefined;
    const [row] = await this.db
      .select({
        id: users.id,
        memberNumber: users.memberNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
        memberStatus: users.memberStatus,
        homeClubId: users.homeClubId,
        homeClubName: clubs.displayName,
      })
      .from(users)
      .leftJoin(clubs, eq(clubs.id, users.homeClubId))
      .where('memberId' in by ? eq(users.id, by.memberId) : eq(users.memberNumber, Number(by.memberNumber)));
    return row;
  }

  /** Active plans sold at a club, cheapest first. Read fresh: a price change moves a plan's price. */
  plansAt(clubId: string): Promise<ReferralPlan[]> {
    return this.db
      .select({ id: plans.id, name: plans.itemName, priceCents: plans.priceCents })
      .from(plans)
      .innerJoin(planClubs, eq(planClubs.planId, plans.id))
      .where(and(eq(planClubs.clubId, clubId), eq(plans.active, true)))
      .orderBy(asc(plans.priceCents), asc(sql`${plans.itemName}`));
  }
}
