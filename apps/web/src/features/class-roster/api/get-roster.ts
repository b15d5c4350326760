import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type ClassRoster, classRosterAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';

/**
 * Whose roster it is: the trainer's own class (/trainer/classes/...) or any class of the console's clubs
 * (/staff/classes/...). The two answer the same roster.
 */
export type RosterArea = 'trainer' | 'staff';

export const sessionPath = (area: RosterArea, sessionId: string) => `/${area}/classes/${encodeURIComponent(sessionId)}`;

export const rosterQueryKey = (area: RosterArea, sessionId: string) => ['class-roster', area, sessionId] as const;

/**
 * GET .../roster: who is booked (first-timers marked, attendance) and the waitlist in order. A 403 (another
 * trainer's class, a club outside the account's) is shown on the page; it ends no session.
 */
export async function getRoster(area: RosterArea, sessionId: string): Promise<ClassRoster> {
  const answer = await apiRequest(`${sessionPath(area, sessionId)}/roster`, {
    schema: classRosterAnswerSchema,
    forbiddenIsAnswer: true,
  });
  return answer.data;
}

export const rosterQueryOptions = (area: RosterArea, sessionId: string) =>
  queryOptions({
    queryKey: rosterQueryKey(area, sessionId),
    queryFn: () => getRoster(area, sessionId),
    // Members book and cancel up to the start: the roster the trainer holds at the door stays current.
    refetchInterval: 60_000,
    // The page says it in place, with a way to try again.
    meta: { silent: true },
  });

export function useRoster(area: RosterArea, sessionId: string) {
  return useQuery(rosterQueryOptions(area, sessionId));
}

/**
 * Every change to a class answers its roster: kept as the page's, and the lists that count its places (the
 * trainer's classes, the clubs' schedules) are asked for again.
 */
export function rosterChanged(queryClient: QueryClient, area: RosterArea, roster: ClassRoster) {
  queryClient.setQueryData(rosterQueryKey(area, roster.session.id), roster);
  void queryClient.invalidateQueries({ queryKey: ['trainer', 'classes'] });
  void queryClient.invalidateQueries({ queryKey: ['classes', 'schedule'] });
}
