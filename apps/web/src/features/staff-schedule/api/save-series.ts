import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NewSeriesBody, type SeriesChangeBody, seriesAnswerSchema } from '@gym/contracts/staff-schedule';
import { apiRequest } from '../../../lib/api-client';
import { scheduleChanged } from './get-staff-schedule';

/** POST /staff/class-series: a club's new weekly class, its sessions generated at once. */
export function useAddSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewSeriesBody) =>
      (await apiRequest('/staff/class-series', { method: 'POST', body, schema: seriesAnswerSchema })).data,
    meta: { silent: true },
    onSuccess: () => scheduleChanged(queryClient),
  });
}

/** PUT /staff/class-series/:id: its classes to come follow; their members are told, with the reason. */
export function useChangeSeries(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SeriesChangeBody) =>
      (
        await apiRequest(`/staff/class-series/${encodeURIComponent(seriesId)}`, {
          method: 'PUT',
          body,
          schema: seriesAnswerSchema,
        })
      ).data,
    meta: { silent: true },
    onSuccess: () => scheduleChanged(queryClient),
  });
}
