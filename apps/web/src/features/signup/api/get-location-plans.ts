import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PlanInfoAnswer, planInfoAnswerSchema, sortPlansByPrice } from '@gym/contracts/plans';
import { apiRequest } from '../../../lib/api-client';

/** A location's plans as the wizard shows them: cheapest first. */
export function plansAsShown(data: PlanInfoAnswer['data']): PlanInfoAnswer['data'] {
  return { ...data, planData: sortPlansByPrice(data.planData) };
}

export async function getLocationPlans(locationName: string) {
  const answer = await apiRequest('/api/ols/get-location-plans-details', {
    method: 'POST',
    query: { LocationName: locationName },
    schema: planInfoAnswerSchema,
  });
  return plansAsShown(answer.data);
}

export const locationPlansQueryOptions = (locationName: string) =>
  queryOptions({
    queryKey: ['plans', 'by-location', locationName],
    queryFn: () => getLocationPlans(locationName),
    retry: false,
  });

export function useLocationPlans(locationName: string | undefined) {
  return useQuery({ ...locationPlansQueryOptions(locationName ?? ''), enabled: Boolean(locationName) });
}
