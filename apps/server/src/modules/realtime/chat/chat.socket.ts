import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_MESSAGES,
  type ChatRefusal,
  type MessageReadAck,
  messageReadSchema,
  type SendMessageAck,
  sendMessageSchema,
} from '@gym/contracts/chat';
import type { WindowCounter } from '../../../lib/window-counter';
import type { Realtime } from '../../../plugins/realtime';
import { ChatRefusedError, type ChatService, messageFor } from './chat.service';

/** A client may emit without a callback: answer into nothing then. */
const replyTo = <T>(ack: unknown) => (typeof ack === 'function' ? (ack as (answer: T) => void) : () => undefined);

/**
 * The chat's socket events (docs/decisions/0015): 'send message', 'message read', and presence ('online').
 * The acting account is always the socket's token's account; ids in the payload naming someone else are refused.
 */
export function registerChatEvents(
  realtime: Realtime,
  {
    chat,
    sends,
    reads,
    log,
  }: {
    chat: ChatService;
    sends: WindowCounter;
    /** Read marks per account: each one is a write, so an unlimited stream of them would load the database. */
    reads: WindowCounter;
    log: FastifyBaseLogger;
  },
) {
  const { io, room } = realtime;

  const refuseSend = (code: ChatRefusal): SendMessageAck => ({ success: false, code, error: CHAT_MESSAGES.sendFailed });
  const refuseRead = (code: ChatRefusal): MessageReadAck => ({
    success: false,
    code,
    error: CHAT_MESSAGES.receiveFailed,
  });

  // Presence: contacts learn that this account is online; the new socket learns who of its contacts is.
  realtime.onSocketConnected(async (userId, socket) => {
    const contacts = await chat.contactIds(userId);
    if (contacts.length === 0) return;
    io.to(contacts.map(room)).emit('online', { userId, online: true });
    for (const contact of await realtime.onlineAmong(contacts))
      socket.emit('online', { userId: contact, online: true });
  });
  realtime.onLastSocket(async (userId) => {
    const contacts = await chat.contactIds(userId);
    if (contacts.length > 0) io.to(contacts.map(room)).emit('online', { userId, online: false });
  });

  io.on('connection', (socket) => {
    const me = socket.data.userId;

    socket.on('send message', async (payload, ack) => {
      const reply = replyTo<SendMessageAck>(ack);
      try {
        const claimed = (payload as { senderUserId?: unknown } | undefined)?.senderUserId;
        if (claimed !== undefined && claimed !== '' && claimed !== me) {
          log.warn({ userId: me, claimed }, 'send message: a senderUserId that is not the token’s account');
          return reply(refuseSend('NOT_ALLOWED'));
        }
        const parsed = sendMessageSchema.safeParse(payload);
        if (!parsed.success) return reply(refuseSend('INVALID'));
        if (!(await sends.take(me))) return reply(refuseSend('RATE_LIMITED'));
        const row = await chat.send(me, parsed.data.receiverUserId, parsed.data.text);
        io.to(room(row.receiverId)).emit('message', messageFor(row, row.receiverId));
        io.to(room(me)).emit('message', messageFor(row, me));
        reply({ success: true, message: messageFor(row, me) });
      } catch (error) {
        if (error instanceof ChatRefusedError) return reply(refuseSend(error.code));
        log.error({ err: error, userId: me }, 'send message failed');
        reply(refuseSend('INTERNAL'));
      }
    });

    socket.on('message read', async (payload, ack) => {
      const reply = replyTo<MessageReadAck>(ack);
      try {
        const parsed = messageReadSchema.safeParse(payload);
        if (!parsed.success) return reply(refuseRead('INVALID'));
        if (parsed.data.myId !== me) return reply(refuseRead('NOT_ALLOWED'));
        if (!(await reads.take(me))) return reply(refuseRead('RATE_LIMITED'));
        const ids = await chat.markRead(me, parsed.data.personId, parsed.data.ids);
        if (ids.length > 0) {
          io.to([room(me), room(parsed.data.personId)]).emit('message read success', {
            ids,
            readerUserId: me,
            personId: parsed.data.personId,
          });
        }
        reply({ success: true, ids });
      } catch (error) {
        log.error({ err: error, userId: me }, 'message read failed');
        reply(refuseRead('INTERNAL'));
      }
    });
  });
}
