import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DomainRoutes } from '../../lib/domain-routes';
import { callsRoutes } from './calls';
import type { OccupancyService } from '../membership/occupancy';
import { chatRoutes, createMessagingModule } from './chat';
import { registerClubBusyEvents } from './club-busy';

/**
 * Chat and video calls between members and their trainers (docs/decisions/0015, 0016), and how busy a club is,
 * live (issue 28). `chat` takes the links of the domains above (a personal-training session opens messages).
 */
export function createRealtimeDomain(app: FastifyInstance, deps: { config: Config; occupancy: OccupancyService }) {
  const messaging = createMessagingModule(app, deps.config);
  registerClubBusyEvents(app.realtime, { occupancy: deps.occupancy, log: app.log });
  const routes: DomainRoutes = {
    member: async (member) => {
      await member.register(chatRoutes, {
        chat: messaging.chat,
        directorConversations: messaging.directorConversations,
      });
      await member.register(callsRoutes, { calls: messaging.calls });
    },
  };
  return { chat: messaging.chat, routes };
}

export type RealtimeDomain = ReturnType<typeof createRealtimeDomain>;
