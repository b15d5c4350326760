import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClubSchedule, clubScheduleAnswerSchema } from '@gym/contracts/classes';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /classes/schedule/:clubId?from=day&days=1 (the public schedule): one club day's classes, with their names
 * (the class types) and the club's time zone. Under the schedules' 'classes' prefix, so a change asks for it again.
 */
export async function getClubDay(clubId: string, day: string): Promise<ClubSchedule> {
  const answer = await apiRequest(`/classes/schedule/${encodeURIComponent(clubId)}`, {
    query: { from: day, days: 1 },
    schema: clubScheduleAnswerSchema,
  });
  return answer.data;
}

export const clubDayQueryOptions = (clubId: string, day: string) =>
  queryOptions({
    queryKey: ['classes', 'schedule', clubId, 'day', day],
    queryFn: () => getClubDay(clubId, day),
    staleTime: 60_000,
    meta: { silent: true },
  });

export function useClubDay(clubId: string, day: string) {
  return useQuery(clubDayQueryOptions(clubId, day));
}
