import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DomainRoutes } from '../../lib/domain-routes';
import { callsRoutes } from './calls';
import { chatRoutes, createMessagingModule } from './chat';

/** Chat and video calls between members and their trainers (docs/decisions/0015, 0016). */
export function createRealtimeDomain(app: FastifyInstance, deps: { config: Config }) {
  const messaging = createMessagingModule(app, deps.config);
  const routes: DomainRoutes = {
    member: async (member) => {
      await member.register(chatRoutes, {
        chat: messaging.chat,
        directorConversations: messaging.directorConversations,
      });
      await member.register(callsRoutes, { calls: messaging.calls });
    },
  };
  return { routes };
}
