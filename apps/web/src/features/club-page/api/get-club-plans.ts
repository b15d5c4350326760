import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PlanInfoAnswer, planInfoAnswerSchema, sortPlansByPrice } from '@gym/contracts/plans';
import { apiRequest } from '../../../lib/api-client';

/**
 * A club's plans, cheapest first, from the call the join's plan step makes (get-location-plans-details), under the
 * same key and in the same shape, so that 'Join at this club' opens the wizard on plans already loaded.
 */
export async function getClubPlans(slug: string): Promise<PlanInfoAnswer['data']> {
  const answer = await apiRequest('/api/ols/get-location-plans-details', {
    method: 'POST',
    query: { LocationName: slug },
    schema: planInfoAnswerSchema,
  });
  return { ...answer.data, planData: sortPlansByPrice(answer.data.planData) };
}

export const clubPlansQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['plans', 'by-location', slug], queryFn: () => getClubPlans(slug), retry: false });

export function useClubPlans(slug: string) {
  return useQuery(clubPlansQueryOptions(slug));
}
