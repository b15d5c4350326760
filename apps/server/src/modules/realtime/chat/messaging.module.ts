import type { FastifyInstance } from 'fastify';
import { CHAT_LIMITS } from '@gym/contracts/chat';
import type { Config } from '../../../config';
import { windowCounter } from '../../../lib/window-counter';
import { refuseNulPayloads } from '../../../plugins/socket-input-hygiene';

import { ChatRepository } from './chat.repository';
import { createCallsModule } from '../calls';
import { ChatService } from './chat.service';
import { registerChatEvents } from './chat.socket';
import { DirectorConversationsService } from './director-conversations.service';

/**
 * Messages and calls: the services behind GET /messages, /messages/contacts, the director's /messages/members and
 * /messages/conversations, and /calls, and their socket events on app.realtime. Sends, read marks, rings and call
 * signals are limited per account (in Redis when the app has it).
 */
export function createMessagingModule(
  app: FastifyInstance,
  config: Pick<Config, 'TURN_URLS' | 'TURN_SECRET' | 'CHAT_SEND_LIMIT'>,
) {
  const chatRepository = new ChatRepository(app.db);
  const chat = new ChatService(chatRepository, app.realtime);
  const directorConversations = new DirectorConversationsService(chatRepository, app.realtime);
  const sends = windowCounter({
    name: 'chat-sends',
    limit: config.CHAT_SEND_LIMIT,
    windowMs: CHAT_LIMITS.sendWindowMs,
    redis: app.redis,
    onRefused: app.metrics.refusedBy,
  });
  const reads = windowCounter({
    name: 'chat-reads',
    limit: CHAT_LIMITS.readsPerWindow,
    windowMs: CHAT_LIMITS.readWindowMs,
    redis: app.redis,
    onRefused: app.metrics.refusedBy,
  });
  refuseNulPayloads(app.realtime);
  registerChatEvents(app.realtime, { chat, sends, reads, log: app.log });
  // The calls module's own events, after the chat's NUL check covers every payload.
  const calls = createCallsModule(app, chat, config);
  return { chat, calls, directorConversations };
}
