import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Availability, availabilityAnswerSchema } from '@gym/contracts/personal-training';
import { apiRequest } from '../../../lib/api-client';
import { trainingQueryKey } from '../../../lib/training-query';

const availabilityKey = [...trainingQueryKey, 'trainer', 'availability'] as const;

/** GET /trainer/availability: the trainer's weekly hours per club and their buffer, notice and horizon. */
export function useAvailability() {
  return useQuery({
    queryKey: availabilityKey,
    queryFn: async () => (await apiRequest('/trainer/availability', { schema: availabilityAnswerSchema })).data,
    meta: { silent: true },
  });
}

/**
 * PUT /trainer/availability: the whole week and the settings at once. The server refuses two stretches of one
 * weekday that overlap, whatever the club; the form shows its reason.
 */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (availability: Availability) =>
      (
        await apiRequest('/trainer/availability', {
          method: 'PUT',
          body: availability,
          schema: availabilityAnswerSchema,
        })
      ).data,
    meta: { silent: true },
    onSuccess: (saved) => queryClient.setQueryData(availabilityKey, saved),
  });
}
