import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactsAnswerSchema, messagesAnswerSchema, messagesQuerySchema } from '@gym/contracts/chat';
import type { ChatService } from './chat.service';

/** GET /messages and GET /messages/contacts: register inside the member-auth scope (the token's account only). */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['messages'],
        summary:
          "The signed-in account's messages: messagesHistory (oldest first) and resentMessages (latest per person)",
        description:
          'Only messages the account sent or received. With personId, only the conversation with that person. ' +
          'New messages and read receipts then arrive over the realtime channel (/socket.io).',
        querystring: messagesQuerySchema,
        response: { 200: messagesAnswerSchema },
      },
    },
    (request) => chat.history(request.member.id, request.query.personId),
  );

  app.get(
    '/messages/contacts',
    {
      schema: {
        tags: ['messages'],
        summary: 'Who the signed-in account may talk to, with unread counts and presence; unread first',
        response: { 200: contactsAnswerSchema },
      },
    },
    async (request) => ({ contacts: await chat.contacts(request.member.id) }),
  );
};
