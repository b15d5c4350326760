import type { ChatPerson } from './chat.repository';

/**
 * Who may talk to whom (docs/decisions/0015). Conversations are between a member and a trainer or the
 * director; never two members, two staff accounts, or a staff account at all.
 * - member and director: always (any member may write to the director; the director may write to any member);
 * - member and trainer: the member is active and both have the same home club, or they already have a
 *   conversation (it stays open after a change of club or of status).
 */
export function mayTalk(a: ChatPerson, b: ChatPerson, haveConversation: boolean): boolean {
  if (a.id === b.id) return false;
  const member = a.role === 'member' ? a : b.role === 'member' ? b : null;
  const other = member === a ? b : a;
  if (!member || other.role === 'member') return false;
  if (other.role === 'director') return true;
  if (other.role !== 'trainer') return false;
  if (haveConversation) return true;
  return member.memberStatus === 'active' && member.homeClubId !== null && member.homeClubId === other.homeClubId;
}

/** Messages in a conversation with the director carry isDirector (section 6). */
export function isDirectorConversation(a: ChatPerson, b: ChatPerson): boolean {
  return a.role === 'director' || b.role === 'director';
}
