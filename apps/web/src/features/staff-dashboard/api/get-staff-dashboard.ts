import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffDashboardSchema } from '@gym/contracts/staff-dashboard';
import { apiRequest } from '../../../lib/api-client';

/** GET /staff/dashboard?clubId=: one club's figures, or those of every club of the account (clubId null). */
export const staffDashboardQueryOptions = (clubId: string | null) =>
  queryOptions({
    queryKey: ['staff', 'dashboard', clubId ?? 'all'],
    queryFn: () =>
      apiRequest('/staff/dashboard', { query: { clubId: clubId ?? undefined }, schema: staffDashboardSchema }),
    // People come and go: the figures of a dashboard left open on a tablet refresh every minute.
    refetchInterval: 60_000,
  });

export function useStaffDashboard(clubId: string | null) {
  return useQuery({ ...staffDashboardQueryOptions(clubId), placeholderData: keepPreviousData });
}
