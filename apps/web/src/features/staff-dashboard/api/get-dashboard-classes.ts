import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffDashboardClassesSchema } from '@gym/contracts/staff-dashboard';
import { apiRequest } from '../../../lib/api-client';

/** GET /staff/dashboard/classes?clubId=: classes today, fill and no-show rates of one club, or of each of the account's. */
export const dashboardClassesQueryOptions = (clubId: string | null) =>
  queryOptions({
    queryKey: ['staff', 'dashboard', 'classes', clubId ?? 'all'],
    queryFn: () =>
      apiRequest('/staff/dashboard/classes', {
        query: { clubId: clubId ?? undefined },
        schema: staffDashboardClassesSchema,
      }),
    // Attendance is marked through the day: refreshed with the dashboard's other figures.
    refetchInterval: 60_000,
  });

export function useDashboardClasses(clubId: string | null) {
  return useQuery({ ...dashboardClassesQueryOptions(clubId), placeholderData: keepPreviousData });
}
