import type { FastifyBaseLogger } from 'fastify';
import {
  CLUB_BUSY_MESSAGES,
  type ClubBusyRefusal,
  type WatchClubBusyAck,
  watchClubBusySchema,
} from '@gym/contracts/club-busy';
import { AppError } from '../../../lib/app-error';
import type { Realtime } from '../../../plugins/realtime';
import type { OccupancyService } from '../../membership/occupancy';

/** The room of a club's watchers, on every instance through the adapter. */
export const clubBusyRoom = (clubId: string) => `club-busy:${clubId}`;

/**
 * How busy a club is, live (issue 28): a socket watches a club ('watch club busy': the member home's club, a club's
 * page) and gets 'club busy' after each check-in there, from whichever instance recorded it.
 */
export function registerClubBusyEvents(
  realtime: Realtime,
  { occupancy, log }: { occupancy: OccupancyService; log: FastifyBaseLogger },
) {
  const { io } = realtime;
  const refuse = (code: ClubBusyRefusal): WatchClubBusyAck => ({
    success: false,
    code,
    error: CLUB_BUSY_MESSAGES.watchFailed,
  });

  occupancy.onBusyChange((busy) => {
    io.to(clubBusyRoom(busy.clubId)).emit('club busy', busy);
  });

  io.on('connection', (socket) => {
    socket.on('watch club busy', async (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const parsed = watchClubBusySchema.safeParse(payload);
      if (!parsed.success) return reply(refuse('INVALID'));
      try {
        const busy = await occupancy.busy(parsed.data.clubId);
        await socket.join(clubBusyRoom(busy.clubId));
        reply({ success: true, data: busy });
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return reply(refuse('NOT_FOUND'));
        log.error({ err: error }, 'watch club busy failed');
        reply(refuse('INTERNAL'));
      }
    });
  });
}
