import type { FastifyBaseLogger } from 'fastify';
import {
  CALL_MESSAGES,
  type CallAck,
  callIdPayloadSchema,
  type CallRefused,
  type CallRequestAck,
  callRequestSchema,
  callSignalSchema,
} from '@gym/contracts/calls';
import type { WindowCounter } from '../../../lib/window-counter';
import type { Realtime, RealtimeSocket } from '../../../plugins/realtime';
import { CallRefusedError, type CallsService } from './calls.service';

const replyTo = <T>(ack: unknown) => (typeof ack === 'function' ? (ack as (answer: T) => void) : () => undefined);

const invalid: CallRefused = { success: false, code: 'INVALID', error: CALL_MESSAGES.requestFailed };
const rateLimited: CallRefused = { success: false, code: 'RATE_LIMITED', error: CALL_MESSAGES.requestFailed };

/**
 * The calls' socket events (docs/decisions/0016): request, accept, decline, signalling, stop; and
 * 'peer-disconnected' when a participant's last socket closes during a call. Every event acts for the socket's
 * account, and only on calls it takes part in.
 */
export function registerCallEvents(
  realtime: Realtime,
  {
    calls,
    requests,
    signals,
    log,
  }: {
    calls: CallsService;
    /** Rings per caller and relayed signals per account: without them one account could flood the other side. */
    requests: WindowCounter;
    signals: WindowCounter;
    log: FastifyBaseLogger;
  },
) {
  const { io, room } = realtime;

  realtime.onLastSocket(async (userId) => {
    for (const { callId, otherId } of await calls.onDisconnected(userId))
      io.to(room(otherId)).emit('peer-disconnected', { callId, userId });
  });

  /** Runs one event's work; a refusal or a failure becomes its acknowledgement. */
  const handle =
    <T>(socket: RealtimeSocket, name: string, work: (payload: unknown) => Promise<T>) =>
    async (payload: unknown, ack: unknown) => {
      const reply = replyTo<T | CallRefused>(ack);
      try {
        reply(await work(payload));
      } catch (error) {
        if (error instanceof CallRefusedError) return reply({ success: false, code: error.code, error: error.message });
        log.error({ err: error, userId: socket.data.userId, event: name }, 'call event failed');
        reply({ success: false, code: 'INTERNAL', error: CALL_MESSAGES.requestFailed });
      }
    };

  io.on('connection', (socket) => {
    const me = socket.data.userId;

    socket.on(
      'request-call',
      handle(socket, 'request-call', async (payload): Promise<CallRequestAck> => {
        const parsed = callRequestSchema.safeParse(payload);
        if (!parsed.success) return invalid;
        if (!(await requests.take(me))) return rateLimited;
        const { calleeId, incoming } = await calls.request(me, parsed.data.receiverUserId);
        io.to(room(calleeId)).emit('request-call', incoming);
        return { success: true, callId: incoming.callId };
      }),
    );

    socket.on(
      'accept-call',
      handle(socket, 'accept-call', async (payload): Promise<CallAck> => {
        const parsed = callIdPayloadSchema.safeParse(payload);
        if (!parsed.success) return invalid;
        const call = await calls.accept(me, parsed.data.callId);
        io.to([room(call.callerId), room(call.calleeId)]).emit('call accepted', { callId: call.id, userId: me });
        return { success: true };
      }),
    );

    socket.on(
      'decline-call',
      handle(socket, 'decline-call', async (payload): Promise<CallAck> => {
        const parsed = callIdPayloadSchema.safeParse(payload);
        if (!parsed.success) return invalid;
        const call = await calls.decline(me, parsed.data.callId);
        io.to([room(call.callerId), room(call.calleeId)]).emit('call declined', { callId: call.id, userId: me });
        return { success: true };
      }),
    );

    socket.on(
      'call signal',
      handle(socket, 'call signal', async (payload): Promise<CallAck> => {
        const parsed = callSignalSchema.safeParse(payload);
        if (!parsed.success || (parsed.data.description === undefined && parsed.data.candidate === undefined))
          return invalid;
        if (!(await signals.take(me))) return rateLimited;
        const otherId = await calls.signalTarget(me, parsed.data.callId);
        io.to(room(otherId)).emit('call signal', { ...parsed.data, fromUserId: me });
        return { success: true };
      }),
    );

    socket.on(
      'stop-session-call',
      handle(socket, 'stop-session-call', async (payload): Promise<CallAck> => {
        const parsed = callIdPayloadSchema.safeParse(payload);
        if (!parsed.success) return invalid;
        const call = await calls.stop(me, parsed.data.callId);
        // Both sides are told; the trainer's page ignores it (section 4).
        if (call)
          io.to([room(call.callerId), room(call.calleeId)]).emit('stop-session-call', { callId: call.id, userId: me });
        return { success: true };
      }),
    );
  });
}
