import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactsAnswerSchema,
  memberSearchAnswerSchema,
  memberSearchQuerySchema,
  messagesAnswerSchema,
  messagesQuerySchema,
  startConversationAnswerSchema,
  startConversationBodySchema,
} from '@gym/contracts/chat';
import { requireRoles } from '../../../plugins/member-auth';
import type { ChatService } from './chat.service';
import type { DirectorConversationsService } from './director-conversations.service';

/**
 * GET /messages and GET /messages/contacts, and the director's member search and conversation start: register
 * inside the member-auth scope (the token's account only).
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  chat: ChatService;
  directorConversations: DirectorConversationsService;
}> = async (app, { chat, directorConversations }) => {
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

  app.get(
    '/messages/members',
    {
      onRequest: requireRoles('director'),
      schema: {
        tags: ['messages'],
        summary: "The director's member search: by name, e-mail or member number (director only)",
        description: 'Case-insensitive, matching any part of each; at most 20 members, by name. 403 for other roles.',
        querystring: memberSearchQuerySchema,
        response: { 200: memberSearchAnswerSchema },
      },
    },
    async (request) => ({
      members: await directorConversations.searchMembers(request.member.id, request.query.q),
    }),
  );

  app.post(
    '/messages/conversations',
    {
      onRequest: requireRoles('director'),
      schema: {
        tags: ['messages'],
        summary: 'The director starts a conversation with a member, or reopens the one there is (director only)',
        description:
          'Nothing is written until the first message (sent over the realtime channel); the answer is the member ' +
          'as a contact, with the existing conversation’s unread count and last time. 404 for anyone not a member.',
        body: startConversationBodySchema,
        response: { 200: startConversationAnswerSchema },
      },
    },
    (request) => directorConversations.start(request.member.id, request.body.personId),
  );
};
