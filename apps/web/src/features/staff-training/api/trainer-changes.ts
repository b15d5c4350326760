import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trainerChangesAnswerSchema } from '@gym/contracts/staff-training';
import { ownTrainerProfileAnswerSchema } from '@gym/contracts/trainers';
import { apiRequest } from '../../../lib/api-client';
import { staffTrainingKey } from './get-club-training';

const changesKey = [...staffTrainingKey, 'changes'] as const;

/** GET /staff/trainers/changes: the profile changes waiting, of the trainers of the account's clubs. */
export function useTrainerChanges() {
  return useQuery({
    queryKey: changesKey,
    queryFn: async () => (await apiRequest('/staff/trainers/changes', { schema: trainerChangesAnswerSchema })).data,
    meta: { silent: true },
  });
}

/** POST /staff/trainers/:trainerId/approve: members see the change from now on (audited). */
export function useApproveChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trainerId: string) =>
      (
        await apiRequest(`/staff/trainers/${encodeURIComponent(trainerId)}/approve`, {
          method: 'POST',
          schema: ownTrainerProfileAnswerSchema,
        })
      ).data,
    meta: { silent: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: changesKey });
      // The public pages of trainers show the approved profile.
      void queryClient.invalidateQueries({ queryKey: ['trainers'] });
    },
  });
}
