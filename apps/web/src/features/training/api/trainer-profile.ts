import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TrainerProfileBody, ownTrainerProfileAnswerSchema } from '@gym/contracts/trainers';
import { apiRequest } from '../../../lib/api-client';

const profileKey = ['trainers', 'own-profile'] as const;

/** GET /trainer/profile: the profile members see and the change waiting for a manager's approval. */
export function useOwnTrainerProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async () => (await apiRequest('/trainer/profile', { schema: ownTrainerProfileAnswerSchema })).data,
    meta: { silent: true },
  });
}

/** PUT /trainer/profile: proposes a change; members see it once a manager of one of the trainer's clubs approves. */
export function useProposeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TrainerProfileBody) =>
      (await apiRequest('/trainer/profile', { method: 'PUT', body, schema: ownTrainerProfileAnswerSchema })).data,
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(profileKey, saved),
  });
}
