import { CALL_MESSAGES, type CallRefused } from '@gym/contracts/calls';
import { CHAT_MESSAGES } from '@gym/contracts/chat';
import { CLUB_BUSY_MESSAGES } from '@gym/contracts/club-busy';
import { unstorableText } from '@gym/contracts/input-rules';
import type { ClientToServerEvents } from '@gym/contracts/realtime';
import type { Realtime } from './realtime';

const invalid = (error: string): CallRefused => ({ success: false, code: 'INVALID', error });

/** Each client event's refusal of a payload it cannot take: the same answer its own schema check gives. */
const INVALID_PAYLOAD: Record<keyof ClientToServerEvents, CallRefused> = {
  'send message': invalid(CHAT_MESSAGES.sendFailed),
  'message read': invalid(CHAT_MESSAGES.receiveFailed),
  'request-call': invalid(CALL_MESSAGES.requestFailed),
  'accept-call': invalid(CALL_MESSAGES.requestFailed),
  'decline-call': invalid(CALL_MESSAGES.requestFailed),
  'call signal': invalid(CALL_MESSAGES.requestFailed),
  'stop-session-call': invalid(CALL_MESSAGES.requestFailed),
  'watch club busy': invalid(CLUB_BUSY_MESSAGES.watchFailed),
};

/**
 * The rule of every HTTP request (plugins/input-hygiene.ts, docs/decisions/0026) for socket events: a payload
 * holding a NUL character or a lone surrogate never reaches an event's handler, which would store it (a chat message) and fail at
 * the database. The acknowledgement is the event's INVALID answer.
 */
export function refuseNulPayloads(realtime: Realtime) {
  realtime.io.on('connection', (socket) => {
    socket.use(([event, ...args], next) => {
      const ack = args.at(-1);
      const payload = typeof ack === 'function' ? args.slice(0, -1) : args;
      if (unstorableText(payload) === null) return next();
      const answer = INVALID_PAYLOAD[event as keyof ClientToServerEvents];
      if (typeof ack === 'function' && answer) (ack as (answer: CallRefused) => void)(answer);
    });
  });
}
