import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClubSchedule, clubScheduleAnswerSchema } from '@gym/contracts/classes';
import { apiRequest } from '../../../lib/api-client';

/** The days the page shows: today at the club and the six after it. */
export const SCHEDULE_DAYS = 7;

export const classScheduleQueryKey = (clubId: string) => ['classes', 'schedule', clubId, SCHEDULE_DAYS] as const;

/** GET /classes/schedule/:clubId (public): the club's classes from today on its clock, with the class types. */
export async function getClassSchedule(clubId: string): Promise<ClubSchedule> {
  const answer = await apiRequest(`/classes/schedule/${encodeURIComponent(clubId)}`, {
    query: { days: SCHEDULE_DAYS },
    schema: clubScheduleAnswerSchema,
  });
  return answer.data;
}

export const classScheduleQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: classScheduleQueryKey(clubId),
    queryFn: () => getClassSchedule(clubId),
    // A class cancelled during the day shows within minutes; today becomes tomorrow at the club's midnight.
    staleTime: 5 * 60_000,
    // The page says it in place, with a way to try again.
    meta: { silent: true },
    refetchInterval: 15 * 60_000,
  });

export function useClassSchedule(clubId: string | undefined) {
  return useQuery({ ...classScheduleQueryOptions(clubId ?? ''), enabled: clubId !== undefined });
}
