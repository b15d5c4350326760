import type { Plan, PlanInfoAnswer } from '@gym/contracts/plans';
import type { ClubsService } from '../clubs';
import type { PlanRow, PlansRepository } from './plans.repository';

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    itemName: row.itemName,
    price: row.priceCents / 100,
    description: row.description,
    locationIds: row.clubIds,
  };
}

export class PlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly clubs: ClubsService,
  ) {}

  /** A plan that can be joined now (the wizard's quote, a referral's check); undefined when it cannot. */
  findActive(planId: string): Promise<PlanRow | undefined> {
    return this.plans.findActive(planId);
  }

  async forClub(clubId: string): Promise<Plan[]> {
    await this.clubs.requireClub(clubId);
    return (await this.plans.listForClub(clubId)).map(toPlan);
  }

  /** A club's 'Includes:' list: its amenities on its page. */
  featuresOf(clubId: string): Promise<string[]> {
    return this.plans.featuresForClub(clubId);
  }

  /** Plan info for a location name: the club's plans by price, its id and its 'Includes:' list. */
  async forLocationName(locationName: string): Promise<PlanInfoAnswer['data']> {
    const [club] = await this.clubs.getByName(locationName);
    const clubId = club.clubautomationclubidC;
    const [planData, features] = await Promise.all([
      this.plans.listForClub(clubId),
      this.plans.featuresForClub(clubId),
    ]);
    return { planData: planData.map(toPlan), clubId, features };
  }
}
