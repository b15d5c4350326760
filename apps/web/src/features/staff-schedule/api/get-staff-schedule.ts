import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { staffScheduleAnswerSchema } from '@gym/contracts/staff-schedule';
import { apiRequest } from '../../../lib/api-client';

export const staffScheduleQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: ['staff', 'schedule', clubId],
    queryFn: async () =>
      (
        await apiRequest(`/staff/clubs/${encodeURIComponent(clubId)}/schedule`, {
          schema: staffScheduleAnswerSchema,
        })
      ).data,
  });

/** GET /staff/clubs/:clubId/schedule (the club's managers, the director): its series, rooms, trainers; the types. */
export function useStaffSchedule(clubId: string) {
  return useQuery(staffScheduleQueryOptions(clubId));
}

/**
 * After a change: every club's schedule page reads again (a type is the chain's), and so do the classes the
 * change moved or added (the console's day lists, the public schedule).
 */
export function scheduleChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['staff', 'schedule'] });
  void queryClient.invalidateQueries({ queryKey: ['classes'] });
}
