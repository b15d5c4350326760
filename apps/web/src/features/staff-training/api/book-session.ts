import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trainingSessionAnswerSchema } from '@gym/contracts/personal-training';
import type { StaffBookTrainingBody } from '@gym/contracts/staff-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingChanged } from './get-club-training';

/** POST /staff/clubs/:clubId/training/sessions: a member's session from one of their packs at the club (audited). */
export function useBookForMember(clubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffBookTrainingBody) =>
      (
        await apiRequest(`/staff/clubs/${encodeURIComponent(clubId)}/training/sessions`, {
          method: 'POST',
          body,
          schema: trainingSessionAnswerSchema,
        })
      ).data,
    meta: { silent: true },
    onSuccess: () => trainingChanged(queryClient),
  });
}
