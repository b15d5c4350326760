import * as z from 'zod/mini';
import { MEMBER_STATUSES } from './session-user';

/**
 * Messages between a member and a trainer or the director (member-area document sections 3, 4, 7, 8;
 * docs/decisions/0015). Wire names are the specification's. Who may talk to whom:
 * - a member: the trainers of their home club, and the director (plus any trainer they already have a
 *   conversation with, e.g. after changing club);
 * - a trainer: the members of their home club, and any member who has a conversation with them;
 * - the director: any member (their contact list shows the members they have a conversation with);
 * - nobody else: member to member, trainer to trainer, trainer to director and staff accounts are refused.
 * Only active members start conversations with their club's trainers; an existing conversation stays open.
 */

/** Error texts (section 8); the SPA shows them in the global banner. */
export const CHAT_MESSAGES = {
  sendFailed: 'Failed to send a message.',
  receiveFailed: 'Receive message failed.',
  loadDialogFailed: 'Load dialog error.',
} as const;

export const CHAT_LIMITS = {
  /** Characters of one message, after trimming the ends. */
  textMin: 1,
  textMax: 2000,
  /** 'send message' events per user per window, across all their sockets and all server instances. */
  sendsPerWindow: 20,
  sendWindowMs: 10_000,
  /** GET /messages returns at most this many messages (the newest), oldest first. */
  historyLimit: 1000,
  /** 'message read' marks at most this many ids per event. */
  readIdsMax: 500,
  /** 'message read' events per user per window (the page sends one per opened dialog or arriving message). */
  readsPerWindow: 60,
  readWindowMs: 10_000,
} as const;

/** Why a send (or a read) was refused; the SPA shows CHAT_MESSAGES.sendFailed whatever the reason. */
export const CHAT_REFUSALS = ['INVALID', 'NOT_ALLOWED', 'RATE_LIMITED', 'INTERNAL'] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

const userId = z.string().check(z.uuid());

/**
 * One message, as GET /messages and the socket's 'message' event carry it.
 * - isDirector: the conversation is with the director (true on both sides' messages); set by the server.
 * - isRead: the receiver has read it.
 * - isMyMessage: the account that receives this copy sent it (computed per recipient).
 * - photo: always null: photo messages are not built (docs/decisions/0015).
 * - createdAt: ISO 8601 with time zone.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  senderUserId: z.string(),
  receiverUserId: z.string(),
  text: z.string(),
  isDirector: z.boolean(),
  isRead: z.boolean(),
  isMyMessage: z.boolean(),
  photo: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * GET /messages[?personId=]: the account's own conversations only. messagesHistory is oldest first (at most
 * CHAT_LIMITS.historyLimit, the newest ones); resentMessages is the latest message per counterpart, newest
 * first. With personId, both are limited to the conversation with that person.
 */
export const messagesQuerySchema = z.object({ personId: z.optional(userId) });
export const messagesAnswerSchema = z.object({
  messagesHistory: z.array(chatMessageSchema),
  resentMessages: z.array(chatMessageSchema),
});
export type MessagesAnswer = z.infer<typeof messagesAnswerSchema>;

export const CONTACT_ROLES = ['member', 'trainer', 'director'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/**
 * One person this account may talk to (GET /messages/contacts). unreadCount: their messages to this account
 * not yet read. online: they have at least one connected socket (on any server instance). lastMessageAt:
 * ISO time of the latest message between the two, null before the first. clubName: their home club.
 */
export const contactSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(CONTACT_ROLES),
  isDirector: z.boolean(),
  clubName: z.nullable(z.string()),
  unreadCount: z.int(),
  online: z.boolean(),
  lastMessageAt: z.nullable(z.string()),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * GET /messages/contacts. Sorted: unread first, then the latest conversation first, then by name.
 * A trainer sees at most CONTACTS_LIMIT people (conversations always come before club members without one).
 */
export const contactsAnswerSchema = z.object({ contacts: z.array(contactSchema) });
export type ContactsAnswer = z.infer<typeof contactsAnswerSchema>;
export const CONTACTS_LIMIT = 500;

/** The text of a message: trimmed, 1 to 2000 characters. */
export const messageTextSchema = z
  .pipe(
    z.string(),
    z.transform((value: string) => value.trim()),
  )
  .check(z.minLength(CHAT_LIMITS.textMin), z.maxLength(CHAT_LIMITS.textMax));

/**
 * 'send message' (client to server). senderUserId and isDirector are the specification's fields: the server
 * ignores both (the sender is the token's account; isDirector is derived from the two accounts) and refuses
 * a senderUserId that is not the token's account.
 */
export const sendMessageSchema = z.object({
  receiverUserId: userId,
  text: messageTextSchema,
  isDirector: z.optional(z.boolean()),
  senderUserId: z.optional(z.string()),
});
export type SendMessage = z.input<typeof sendMessageSchema>;

/**
 * 'message read' (client to server): ids of messages from personId to myId. Only messages addressed to the
 * token's account and sent by personId are marked; myId must be the token's account.
 */
export const messageReadSchema = z.object({
  ids: z.array(z.string().check(z.uuid())).check(z.minLength(1), z.maxLength(CHAT_LIMITS.readIdsMax)),
  personId: userId,
  myId: z.string(),
});
export type MessageRead = z.infer<typeof messageReadSchema>;

/**
 * 'message read success' (server to client), sent to the rooms of both the reader and the sender:
 * ids are the messages just marked (never ids that were already read or not the reader's), readerUserId read
 * them, personId is the sender of those messages.
 */
export interface MessageReadSuccess {
  ids: string[];
  readerUserId: string;
  personId: string;
}

/** The acknowledgement of 'send message' (socket.io ack callback). */
export type SendMessageAck =
  { success: true; message: ChatMessage } | { success: false; code: ChatRefusal; error: string };

/** The acknowledgement of 'message read'. */
export type MessageReadAck = { success: true; ids: string[] } | { success: false; code: ChatRefusal; error: string };

/**
 * The director's member search (GET /messages/members?q=, director only): by name, e-mail or member number,
 * case-insensitive, matching any part; at least MEMBER_SEARCH_LIMITS.queryMin characters after trimming.
 */
export const MEMBER_SEARCH_LIMITS = { queryMin: 2, queryMax: 100, results: 20 } as const;
export const memberSearchQuerySchema = z.object({
  q: z
    .pipe(
      z.string(),
      z.transform((value: string) => value.trim()),
    )
    .check(
      z.minLength(MEMBER_SEARCH_LIMITS.queryMin, 'Type at least 2 characters of a name, e-mail or member number'),
      z.maxLength(MEMBER_SEARCH_LIMITS.queryMax),
    ),
});

/** One member the search found. hasConversation: the director already has messages with them. */
export const memberSearchResultSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  memberNumber: z.string(),
  clubName: z.nullable(z.string()),
  memberStatus: z.enum(MEMBER_STATUSES),
  hasConversation: z.boolean(),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;
export const memberSearchAnswerSchema = z.object({ members: z.array(memberSearchResultSchema) });
export type MemberSearchAnswer = z.infer<typeof memberSearchAnswerSchema>;

/**
 * POST /messages/conversations (director only): start a conversation with a member, or reopen the one there is.
 * A conversation is its messages (docs/decisions/0015): nothing is written until the first one is sent, so the
 * answer is the member as a contact (with the conversation's unread count and last time when it exists) for the
 * dialog to open with; existing says whether there was one.
 */
export const startConversationBodySchema = z.object({ personId: userId });
export const startConversationAnswerSchema = z.object({ contact: contactSchema, existing: z.boolean() });
export type StartConversationAnswer = z.infer<typeof startConversationAnswerSchema>;

export const START_CONVERSATION_MESSAGES = {
  notAMember: 'No member with this id',
  searchFailed: 'The member search failed. Please try again.',
  startFailed: 'The conversation could not be started. Please try again.',
} as const;
