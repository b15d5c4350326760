import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClassSettings, calendarFeedAnswerSchema, classSettingsAnswerSchema } from '@gym/contracts/class-bookings';
import { apiRequest } from '../../../lib/api-client';

const calendarKey = ['class-calendar', 'feed'] as const;
const settingsKey = ['class-calendar', 'settings'] as const;

/** GET /classes/calendar: the member's calendar feed URL (made on first asking). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: calendarKey,
    queryFn: async () => (await apiRequest('/classes/calendar', { schema: calendarFeedAnswerSchema })).data,
    staleTime: Infinity,
    meta: { silent: true },
  });
}

/** POST /classes/calendar/reset: a new URL; the old one stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('/classes/calendar/reset', { method: 'POST', schema: calendarFeedAnswerSchema })).data,
    meta: { silent: true },
    onSuccess: (feed) => queryClient.setQueryData(calendarKey, feed),
  });
}

/** GET /classes/settings: whether the member wants class reminders by e-mail. */
export function useClassSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await apiRequest('/classes/settings', { schema: classSettingsAnswerSchema })).data,
    meta: { silent: true },
  });
}

/** PUT /classes/settings. */
export function useSetClassSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ClassSettings) =>
      (await apiRequest('/classes/settings', { method: 'PUT', body: settings, schema: classSettingsAnswerSchema }))
        .data,
    meta: { silent: true },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
