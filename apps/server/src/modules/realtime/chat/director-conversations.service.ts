import {
  MEMBER_SEARCH_LIMITS,
  START_CONVERSATION_MESSAGES,
  type MemberSearchResult,
  type StartConversationAnswer,
} from '@gym/contracts/chat';
import { AppError } from '../../../lib/app-error';
import type { ChatRepository } from './chat.repository';
import { type PresenceLookup, contactRole } from './chat.service';

/**
 * The director's side of starting conversations: any member may be written to (chat-policy.ts), so the director
 * finds them by name, e-mail or member number and opens a dialog. The routes let only the director in.
 */
export class DirectorConversationsService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly presence: PresenceLookup,
  ) {}

  async searchMembers(directorId: string, query: string): Promise<MemberSearchResult[]> {
    const [found, conversations] = await Promise.all([
      this.repository.searchMembers(query, MEMBER_SEARCH_LIMITS.results),
      this.repository.conversations(directorId),
    ]);
    const withConversation = new Set(conversations.map((row) => row.counterpartId));
    return found.map((member) => ({
      userId: member.id,
      name: member.name,
      email: member.email,
      memberNumber: String(member.memberNumber),
      clubName: member.clubName,
      memberStatus: member.memberStatus,
      hasConversation: withConversation.has(member.id),
    }));
  }

  /** The member as the director's contact, with the conversation there already is (a 404 for anyone else). */
  async start(directorId: string, personId: string): Promise<StartConversationAnswer> {
    const [person] = await this.repository.findPeople([personId]);
    if (!person || person.role !== 'member') throw new AppError('NOT_FOUND', START_CONVERSATION_MESSAGES.notAMember);
    const [[conversation], online] = await Promise.all([
      this.repository.conversations(directorId, personId),
      this.presence.onlineAmong([personId]),
    ]);
    return {
      existing: conversation !== undefined,
      contact: {
        userId: person.id,
        name: person.name,
        role: contactRole(person),
        isDirector: false,
        clubName: person.clubName,
        unreadCount: conversation?.unreadCount ?? 0,
        online: online.has(person.id),
        lastMessageAt: conversation ? conversation.lastMessageAt.toISOString() : null,
      },
    };
  }
}
