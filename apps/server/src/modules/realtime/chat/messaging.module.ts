import type { FastifyInstance } from 'fastify';
import { CALL_LIMITS } from '@gym/contracts/calls';
import { CHAT_LIMITS } from '@gym/contracts/chat';
import type { Config } from '../../../config';
import { windowCounter } from '../../../lib/window-counter';
import { refuseNulPayloads } from '../../../plugins/socket-input-hygiene';
import { CallsRepository, CallsService, registerCallEvents } from '../calls';
import { ChatRepository } from './chat.repository';
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
  const turn = config.TURN_URLS && config.TURN_SECRET ? { urls: config.TURN_URLS, secret: config.TURN_SECRET } : null;
  const calls = new CallsService(new CallsRepository(app.db), chat, turn);
  const sends = windowCounter({
    name: 'chat-sends',
    limit: config.CHAT_SEND_LIMIT,
    windowMs: CHAT_LIMITS.sendWindowMs,
    redis: app.redis,
  });
  const reads = windowCounter({
    name: 'chat-reads',
    limit: CHAT_LIMITS.readsPerWindow,
    windowMs: CHAT_LIMITS.readWindowMs,
    redis: app.redis,
  });
  refuseNulPayloads(app.realtime);
  registerChatEvents(app.realtime, { chat, sends, reads, log: app.log });
  const callRequests = windowCounter({
    name: 'call-requests',
    limit: CALL_LIMITS.requestsPerWindow,
    windowMs: CALL_LIMITS.requestWindowMs,
    redis: app.redis,
  });
  const callSignals = windowCounter({
    name: 'call-signals',
    limit: CALL_LIMITS.signalsPerWindow,
    windowMs: CALL_LIMITS.signalWindowMs,
    redis: app.redis,
  });
  registerCallEvents(app.realtime, { calls, requests: callRequests, signals: callSignals, log: app.log });
  return { chat, calls, directorConversations };
}
