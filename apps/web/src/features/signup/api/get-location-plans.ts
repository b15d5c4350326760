import { queryOptions, useQuery } from '@tanstack/react-query';
import { planInfoAnswerSchema, sortPlansByPrice } from '@gym/contracts/plans';
import { apiRequest } from '../../../lib/api-client';

export async function getLocationPlans(locationName: string) {
  const answer = await apiRequest('/api/ols/get-location-plans-details', {
    method: 'POST',
    query: { LocationName: locationName },
    schema: planInfoAnswerSchema,
  });
  return { ...answer.data, planData: sortPlansByPrice(answer.data.planData) };
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
