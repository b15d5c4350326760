import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ClubBusy, clubBusyAnswerSchema } from '@gym/contracts/club-busy';
import { apiRequest } from '../../../lib/api-client';

/** People leave as time passes, and no event says so: the estimate is read again every five minutes. */
export const CLUB_BUSY_REFRESH_MS = 5 * 60_000;

export const clubBusyQueryKey = (clubId: string) => ['clubs', 'busy', clubId] as const;

function newer(old: ClubBusy | undefined, next: ClubBusy): ClubBusy {
  return old && old.at > next.at ? old : next;
}

/** GET /clubs/busy/:clubId (public): how busy the club is now and usually today. Quiet on failure, as the hours. */
export const clubBusyQueryOptions = (clubId: string) =>
  queryOptions({
    queryKey: clubBusyQueryKey(clubId),
    queryFn: async () =>
      (await apiRequest(`/clubs/busy/${encodeURIComponent(clubId)}`, { schema: clubBusyAnswerSchema })).data,
    refetchInterval: CLUB_BUSY_REFRESH_MS,
    // Figures come from this request, the watch's answer and each check-in's event, in any order: the newest
    // estimate stays, so an answer that left before a later event arrived never puts older figures back.
    structuralSharing: (old: unknown, next: unknown) => newer(old as ClubBusy | undefined, next as ClubBusy),
    meta: { silent: true },
  });

export function useClubBusy(clubId: string) {
  return useQuery(clubBusyQueryOptions(clubId));
}
