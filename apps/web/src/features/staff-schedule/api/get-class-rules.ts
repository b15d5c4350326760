import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { clubClassRulesSchema } from '@gym/contracts/class-rules';
import { envelope } from '@gym/contracts/errors';
import { apiRequest } from '../../../lib/api-client';

/** Every call of the rules answers the club's whole: its own, the defaults and each class type's. */
export const classRulesAnswerSchema = envelope(clubClassRulesSchema);

/** Under the club's schedule key: a class type added or renamed there changes this list too (scheduleChanged). */
const classRulesQueryKey = (clubId: string) => ['staff', 'schedule', clubId, 'class-rules'] as const;

export const classRulesQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: classRulesQueryKey(clubId),
    queryFn: async () =>
      (await apiRequest(`/staff/clubs/${encodeURIComponent(clubId)}/class-rules`, { schema: classRulesAnswerSchema }))
        .data,
  });

/** GET /staff/clubs/:clubId/class-rules (the club's managers, the director): its rules, the defaults, each type's. */
export function useClassRules(clubId: string) {
  return useQuery(classRulesQueryOptions(clubId));
}

/**
 * After a change: the club's rules read again (a save stays busy until they have), and so do the members'
 * schedules, which say when booking opens and what a cancel costs.
 */
export function classRulesChanged(queryClient: QueryClient, clubId: string) {
  void queryClient.invalidateQueries({ queryKey: ['classes'] });
  return queryClient.invalidateQueries({ queryKey: classRulesQueryKey(clubId) });
}
