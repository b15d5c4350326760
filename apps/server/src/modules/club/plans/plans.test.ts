import { expect, it } from 'vitest';
import { isMonthlyPlan, isPremierPlan, planInfoAnswerSchema, planListSchema, type Plan } from '@gym/contracts/plans';
import { CLUBS, FEATURE_LISTS } from '../../../db/seed-data/clubs';
import { plansForClub } from '../../../db/seed-data/plans';
import { describeEachDatabase } from '../../../test/app';

const club = (id: string) => CLUBS.find((row) => row.id === id)!;

/** What the seed says a club sells, as the wire should carry it: dollars with cents, cheapest first. */
function expectedPlans(clubId: string): Plan[] {
  return plansForClub(club(clubId))
    .map((plan) => ({
      id: plan.id,
      name: plan.name,
      itemName: plan.itemName,
      price: plan.priceCents / 100,
      description: plan.description,
      locationIds: plan.clubIds,
    }))
    .sort((a, b) => a.price - b.price);
}

describeEachDatabase('plans', (ctx) => {
  const locationPlans = (query: string) =>
    ctx().signed({ method: 'POST', url: `/api/ols/get-location-plans-details${query}` });

  it("gives Oakland's plans by price, its club id and the Oakland feature list", async () => {
    const response = await locationPlans('?LocationName=oakland');
    expect(response.statusCode).toBe(200);
    const body = planInfoAnswerSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.data.clubId).toBe('106');
    expect(body.data.features).toEqual(FEATURE_LISTS.oakland);

    const plans = body.data.planData;
    expect(plans).toEqual(expectedPlans('106'));
    expect(plans.map((plan) => plan.price)).toEqual([49, 68.99, 108.99]);
    expect(plans.some((plan) => plan.name.includes('Premier') && isPremierPlan(plan))).toBe(true);
    expect(plans.some((plan) => plan.name.includes('Month') && isMonthlyPlan(plan) && !isPremierPlan(plan))).toBe(true);
    expect(plans.some((plan) => plan.name.includes('Pass') && !isMonthlyPlan(plan))).toBe(true);
    expect(plans.every((plan) => plan.locationIds.includes('106'))).toBe(true);
  });

  it('finds the location by display name in any case', async () => {
    const body = (await locationPlans('?LocationName=Mid%20Market')).json();
    expect(body.data.clubId).toBe('105');
    expect(body.data.planData.map((plan: Plan) => plan.id)).toEqual([
      'mid-market-pass',
      'mid-market-monthly',
      'mid-market-premier',
    ]);
  });

  it('gives Marin the Marin list and Castro the list for all other gyms', async () => {
    const marin = planInfoAnswerSchema.parse((await locationPlans('?LocationName=marin')).json());
    expect(marin.data.clubId).toBe('101');
    expect(marin.data.features).toEqual(FEATURE_LISTS.marin);
    expect(marin.data.planData).toEqual(expectedPlans('101'));

    const castro = planInfoAnswerSchema.parse((await locationPlans('?LocationName=castro')).json());
    expect(castro.data.clubId).toBe('108');
    expect(castro.data.features).toEqual(FEATURE_LISTS.default);
    expect(castro.data.features).not.toEqual(FEATURE_LISTS.oakland);
    expect(castro.data.features).not.toEqual(FEATURE_LISTS.marin);
  });

  it('answers an unknown location with 404 "club does not exist"', async () => {
    const response = await locationPlans('?LocationName=atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'club does not exist' });
  });

  it('refuses a request without LocationName', async () => {
    const response = await locationPlans('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Invalid input: expected string, received undefined',
      errors: [{ field: 'LocationName', message: 'Invalid input: expected string, received undefined' }],
    });
  });

  it('gives the same plans by club id on both plan calls, in dollars with cents', async () => {
    const byClub = await ctx().signed({ method: 'POST', url: '/api/ols/get-plans-details?ClubautomationId=101' });
    const bySignUp = await ctx().signed({ method: 'GET', url: '/sign-up/plans?locationId=101' });
    expect(byClub.statusCode).toBe(200);
    expect(bySignUp.statusCode).toBe(200);
    const plans = planListSchema.parse(byClub.json());
    expect(planListSchema.parse(bySignUp.json())).toEqual(plans);
    expect(plans).toEqual(expectedPlans('101'));
    expect(plans.find((plan) => plan.id === 'marin-monthly')?.price).toBe(88.99);
    expect(plans.find((plan) => plan.id === 'marin-premier')?.price).toBe(128.99);
    expect(plans.find((plan) => plan.id === 'marin-pass')?.price).toBe(49);
  });

  it('answers an unknown club id with 404 on both plan calls', async () => {
    for (const url of ['/api/ols/get-plans-details?ClubautomationId=999', '/sign-up/plans?locationId=oakland']) {
      const response = await ctx().signed({ method: url.startsWith('/sign-up') ? 'GET' : 'POST', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('club does not exist');
    }
  });

  it('refuses the plan calls without their club id', async () => {
    const byClub = await ctx().signed({ method: 'POST', url: '/api/ols/get-plans-details' });
    const bySignUp = await ctx().signed({ method: 'GET', url: '/sign-up/plans?locationId=' });
    expect(byClub.statusCode).toBe(400);
    expect(byClub.json().errors[0].field).toBe('ClubautomationId');
    expect(bySignUp.statusCode).toBe(400);
    expect(bySignUp.json().errors[0].field).toBe('locationId');
  });
});
