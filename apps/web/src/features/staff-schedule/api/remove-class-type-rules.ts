import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { classRulesAnswerSchema, classRulesChanged } from './get-class-rules';

/** DELETE /staff/clubs/:clubId/class-rules/:classTypeId: the class type follows the club's rules again (audited). */
export function useRemoveClassTypeRules(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (classTypeId: string) =>
      (
        await apiRequest(`/staff/clubs/${encodeURIComponent(clubId)}/class-rules/${encodeURIComponent(classTypeId)}`, {
          method: 'DELETE',
          schema: classRulesAnswerSchema,
        })
      ).data,
    meta: { silent: true },
    onSuccess: () => classRulesChanged(queryClient, clubId),
  });
}
