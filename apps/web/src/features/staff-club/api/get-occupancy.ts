import { queryOptions, useQuery } from '@tanstack/react-query';
import { occupancyChartAnswerSchema } from '@gym/contracts/staff-clubs';
import { apiRequest } from '../../../lib/api-client';

/** GET /staff/clubs/:clubId/occupancy: people in the club per hour of its day, over the last 30 days. */
export const occupancyQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ['staff', 'clubs', clubId, 'occupancy'],
    queryFn: async () =>
      (
        await apiRequest(`/staff/clubs/${encodeURIComponent(clubId)}/occupancy`, {
          schema: occupancyChartAnswerSchema,
        })
      ).data,
  });

export function useOccupancy(clubId: string) {
  return useQuery(occupancyQueryOptions(clubId));
}
