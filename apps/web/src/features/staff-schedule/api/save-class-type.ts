import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ClassTypeBody, classTypeAnswerSchema } from '@gym/contracts/staff-schedule';
import { apiRequest } from '../../../lib/api-client';
import { scheduleChanged } from './get-staff-schedule';

/** POST /staff/class-types, or PUT /staff/class-types/:id for a type that exists: in the audit log. */
export function useSaveClassType(classTypeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ClassTypeBody) =>
      (
        await apiRequest(classTypeId ? `/staff/class-types/${encodeURIComponent(classTypeId)}` : '/staff/class-types', {
          method: classTypeId ? 'PUT' : 'POST',
          body,
          schema: classTypeAnswerSchema,
        })
      ).data,
    meta: { silent: true },
    onSuccess: () => scheduleChanged(queryClient),
  });
}
