import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TimeOffBody, timeOffAnswerSchema, timeOffListAnswerSchema } from '@gym/contracts/personal-training';
import * as z from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { trainingQueryKey } from '../../../lib/training-query';

const timeOffKey = [...trainingQueryKey, 'trainer', 'time-off'] as const;

/** GET /trainer/time-off: the trainer's time off to come. */
export function useTimeOff() {
  return useQuery({
    queryKey: timeOffKey,
    queryFn: async () => (await apiRequest('/trainer/time-off', { schema: timeOffListAnswerSchema })).data,
    meta: { silent: true },
  });
}

/** POST /trainer/time-off: no slot is offered in it from now on (sessions booked in it stay booked). */
export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TimeOffBody) =>
      (await apiRequest('/trainer/time-off', { method: 'POST', body, schema: timeOffAnswerSchema })).data,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffKey }),
  });
}

/** DELETE /trainer/time-off/:timeOffId (204, no body). */
export function useRemoveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (timeOffId: string) => {
      await apiRequest(`/trainer/time-off/${encodeURIComponent(timeOffId)}`, { method: 'DELETE', schema: z.null() });
    },
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeOffKey }),
  });
}
