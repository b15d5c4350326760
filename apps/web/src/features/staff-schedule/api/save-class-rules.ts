import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassRules } from '@gym/contracts/class-rules';
import { apiRequest } from '../../../lib/api-client';
import { classRulesAnswerSchema, classRulesChanged } from './get-class-rules';

/**
 * PUT /staff/clubs/:clubId/class-rules, or …/:classTypeId for a class type's own rules (they replace the club's
 * whole for it): in the audit log; bookings and cancels from now on follow them.
 */
export function useSaveClassRules(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ classTypeId, rules }: { classTypeId: string | null; rules: ClassRules }) => {
      const club = `/staff/clubs/${encodeURIComponent(clubId)}/class-rules`;
      const path = classTypeId ? `${club}/${encodeURIComponent(classTypeId)}` : club;
      return (await apiRequest(path, { method: 'PUT', body: rules, schema: classRulesAnswerSchema })).data;
    },
    meta: { silent: true },
    onSuccess: () => classRulesChanged(queryClient, clubId),
  });
}
