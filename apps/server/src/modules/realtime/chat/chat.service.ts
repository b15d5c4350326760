import {
  CHAT_LIMITS,
  CONTACTS_LIMIT,
  type ChatMessage,
  type ChatRefusal,
  type Contact,
  type MessagesAnswer,
} from '@gym/contracts/chat';
import { isDirectorConversation, mayTalk } from './chat-policy';
import type { ChatPerson, ChatRepository, ConversationSummary, MessageRow } from './chat.repository';

/** A send or read the rules refuse; the socket layer answers it in the acknowledgement. */
export class ChatRefusedError extends Error {
  constructor(
    readonly code: ChatRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ChatRefusedError';
  }
}

/** Who of these accounts has a connected socket now (on any server instance). */
export interface PresenceLookup {
  onlineAmong(userIds: string[]): Promise<Set<string>>;
}

/** A message as one of its two accounts sees it. */
export function messageFor(row: MessageRow, viewerId: string): ChatMessage {
  return {
    id: row.id,
    senderUserId: row.senderId,
    receiverUserId: row.receiverId,
    text: row.text,
    isDirector: row.isDirector,
    isRead: row.readAt !== null,
    isMyMessage: row.senderId === viewerId,
    // Photo messages are not built (docs/decisions/0015): the column stays empty.
    photo: null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function contactRole(person: ChatPerson): Contact['role'] {
  return person.role === 'director' ? 'director' : person.role === 'trainer' ? 'trainer' : 'member';
}

/** Unread first, then the latest conversation, then people without one by name. */
function byUnreadThenRecent(a: Contact, b: Contact): number {
  if (a.unreadCount > 0 !== b.unreadCount > 0) return a.unreadCount > 0 ? -1 : 1;
  if (a.lastMessageAt !== b.lastMessageAt) {
    if (a.lastMessageAt === null) return 1;
    if (b.lastMessageAt === null) return -1;
    return a.lastMessageAt < b.lastMessageAt ? 1 : -1;
  }
  return a.name.localeCompare(b.name);
}

/** Messages between members and trainers or the director: who may talk, history, sending, read receipts. */
export class ChatService {
  private readonly links: ((memberId: string, staffId: string) => Promise<boolean>)[] = [];

  constructor(
    private readonly repository: ChatRepository,
    private readonly presence: PresenceLookup,
  ) {}

  async person(userId: string): Promise<ChatPerson | null> {
    const [person] = await this.repository.findPeople([userId]);
    return person ?? null;
  }

  /** GET /messages: the account's own messages only. */
  async history(userId: string, personId?: string): Promise<MessagesAnswer> {
    const [history, latest] = await Promise.all([
      this.repository.history(userId, CHAT_LIMITS.historyLimit, personId),
      this.repository.latestPerCounterpart(userId, personId),
    ]);
    return {
      messagesHistory: history.map((row) => messageFor(row, userId)),
      resentMessages: latest.map((row) => messageFor(row, userId)),
    };
  }

  /** Everyone this account may talk to, with its conversations' summaries (unsorted, not limited). */
  private async reachable(person: ChatPerson) {
    const conversations = await this.repository.conversations(person.id);
    const byId = new Map<string, ConversationSummary>(conversations.map((row) => [row.counterpartId, row]));
    const candidates: ChatPerson[] = await this.repository.findPeople([...byId.keys()]);
    if (person.role === 'member') {
      if (person.memberStatus === 'active')
        candidates.push(
          ...(await this.repository.findByRole('trainer', { clubId: person.homeClubId, limit: CONTACTS_LIMIT })),
        );
      candidates.push(...(await this.repository.findByRole('director', { limit: 10 })));
    } else if (person.role === 'trainer') {
      candidates.push(
        ...(await this.repository.findByRole('member', {
          clubId: person.homeClubId,
          activeOnly: true,
          limit: CONTACTS_LIMIT,
        })),
      );
    }
    const people = new Map<string, ChatPerson>();
    for (const candidate of candidates)
      if (!people.has(candidate.id) && mayTalk(person, candidate, byId.has(candidate.id)))
        people.set(candidate.id, candidate);
    return { people: [...people.values()], conversations: byId };
  }

  /** The ids of the people who see this account's presence (its contacts). */
  async contactIds(userId: string): Promise<string[]> {
    const person = await this.person(userId);
    if (!person) return [];
    const { people } = await this.reachable(person);
    return people.map((other) => other.id);
  }

  /** GET /messages/contacts. */
  async contacts(userId: string): Promise<Contact[]> {
    const person = await this.person(userId);
    if (!person) return [];
    const { people, conversations } = await this.reachable(person);
    const online = await this.presence.onlineAmong(people.map((other) => other.id));
    return people
      .map((other): Contact => {
        const conversation = conversations.get(other.id);
        return {
          userId: other.id,
          name: other.name,
          role: contactRole(other),
          isDirector: other.role === 'director',
          clubName: other.clubName,
          unreadCount: conversation?.unreadCount ?? 0,
          online: online.has(other.id),
          lastMessageAt: conversation ? conversation.lastMessageAt.toISOString() : null,
        };
      })
      .sort(byUnreadThenRecent)
      .slice(0, CONTACTS_LIMIT);
  }

  /** Whether these two accounts may talk; both people when they may. */
  async pair(userId: string, otherId: string): Promise<{ me: ChatPerson; other: ChatPerson } | null> {
    if (userId === otherId) return null;
    const people = await this.repository.findPeople([userId, otherId]);
    const me = people.find((row) => row.id === userId);
    const other = people.find((row) => row.id === otherId);
    if (!me || !other) return null;
    // The conversation matters only when the rules without one say no (a trainer and a member of another club).
    if (mayTalk(me, other, false)) return { me, other };
    const linked = (await this.repository.hasConversation(userId, otherId)) || (await this.linked(me, other));
    return mayTalk(me, other, linked) ? { me, other } : null;
  }

  /**
   * Another reason a member and a trainer may talk, from a domain above this one (a personal-training session
   * between them): like a conversation, it opens messages and calls across clubs. Registered while the app is built.
   */
  linkWith(link: (memberId: string, staffId: string) => Promise<boolean>): void {
    this.links.push(link);
  }

  private async linked(me: ChatPerson, other: ChatPerson): Promise<boolean> {
    const member = me.role === 'member' ? me : other;
    const staff = member === me ? other : me;
    for (const link of this.links) if (await link(member.id, staff.id)) return true;
    return false;
  }

  /** Saves a message from the token's account; refuses a receiver it may not talk to. */
  async send(senderId: string, receiverId: string, text: string): Promise<MessageRow> {
    const pair = await this.pair(senderId, receiverId);
    if (!pair) throw new ChatRefusedError('NOT_ALLOWED', 'You cannot message this person');
    return this.repository.insert({
      senderId,
      receiverId,
      text,
      isDirector: isDirectorConversation(pair.me, pair.other),
    });
  }

  /** Marks read the messages among `ids` that personId sent to readerId; the ids it marked. */
  markRead(readerId: string, personId: string, ids: string[]): Promise<string[]> {
    return this.repository.markRead([...new Set(ids)], readerId, personId);
  }
}
