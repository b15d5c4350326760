import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ClubBusy, clubBusySchema } from '@gym/contracts/club-busy';
import { emitWithAck, useRealtimeEvent, useRealtimeStatus } from '../../../lib/realtime';
import { clubBusyQueryOptions, useClubBusy } from './get-club-busy';

/** The query's structuralSharing keeps whichever figures are newest. */
function store(queryClient: QueryClient, next: ClubBusy) {
  queryClient.setQueryData(clubBusyQueryOptions(next.clubId).queryKey, next);
}

/**
 * How busy the club is, kept live: the query reads it (and again every five minutes, since people leave without an
 * event), and the app's one realtime connection watches the club, so each check-in there replaces the figures
 * at once. A watch belongs to a connection: after a reconnection the club is watched again, and the watch's answer
 * brings the figures missed meanwhile.
 */
export function useLiveClubBusy(clubId: string) {
  const queryClient = useQueryClient();
  const connected = useRealtimeStatus() === 'connected';
  const busy = useClubBusy(clubId);

  useRealtimeEvent('club busy', (payload) => {
    const parsed = clubBusySchema.safeParse(payload);
    if (parsed.success && parsed.data.clubId === clubId) store(queryClient, parsed.data);
  });

  useEffect(() => {
    if (!connected) return;
    let current = true;
    const watch = async () => {
      try {
        const answer = await emitWithAck('watch club busy', { clubId });
        const parsed = answer.success ? clubBusySchema.safeParse(answer.data) : null;
        if (current && parsed?.success && parsed.data.clubId === clubId) store(queryClient, parsed.data);
      } catch {
        // Not watched (the channel dropped meanwhile): the next connection watches again; the query still refreshes.
      }
    };
    void watch();
    return () => {
      current = false;
    };
  }, [clubId, connected, queryClient]);

  return busy;
}
