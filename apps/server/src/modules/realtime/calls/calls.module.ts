import type { FastifyInstance } from 'fastify';
import { CALL_LIMITS } from '@gym/contracts/calls';
import type { Config } from '../../../config';
import { windowCounter } from '../../../lib/window-counter';
import type { ChatService } from '../chat';
import { CallsRepository } from './calls.repository';
import { CallsService } from './calls.service';
import { registerCallEvents } from './calls.socket';

/**
 * Video calls between a member and their trainer (docs/decisions/0016): the service behind /calls and its socket
 * events on app.realtime, rings and signals limited per account (in Redis when the app has it). A call's notes go
 * to the conversation through `chat`.
 */
export function createCallsModule(
  app: FastifyInstance,
  chat: ChatService,
  config: Pick<Config, 'TURN_URLS' | 'TURN_SECRET'>,
) {
  const turn = config.TURN_URLS && config.TURN_SECRET ? { urls: config.TURN_URLS, secret: config.TURN_SECRET } : null;
  const calls = new CallsService(new CallsRepository(app.db), chat, turn);
  const requests = windowCounter({
    name: 'call-requests',
    limit: CALL_LIMITS.requestsPerWindow,
    windowMs: CALL_LIMITS.requestWindowMs,
    redis: app.redis,
    onRefused: app.metrics.refusedBy,
  });
  const signals = windowCounter({
    name: 'call-signals',
    limit: CALL_LIMITS.signalsPerWindow,
    windowMs: CALL_LIMITS.signalWindowMs,
    redis: app.redis,
    onRefused: app.metrics.refusedBy,
  });
  registerCallEvents(app.realtime, { calls, requests, signals, log: app.log });
  return calls;
}
