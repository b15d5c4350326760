/**
 * The messages state of the member-area document (sections 3 and 4) as pure functions: the whole history, the
 * latest message per counterpart (resentMessages), unread counts and the read marks. The socket handlers and the
 * dialog apply them to the GET /messages cache, so the page, the dialog and the navigation badge read one state.
 */

/** The fields of a message these rules read (the contract's message has more). */
export interface MessageLike {
  id: string;
  senderUserId: string;
  receiverUserId: string;
  isRead: boolean;
  createdAt: string;
}

export interface MessagesState<M extends MessageLike> {
  messagesHistory: M[];
  resentMessages: M[];
}

/** The other person of a message, seen from `myId`. */
export function counterpartOf(message: MessageLike, myId: string): string {
  return message.senderUserId === myId ? message.receiverUserId : message.senderUserId;
}

/** Oldest first; the id breaks ties so that the order is the same on every render. */
export function byCreatedAt(a: MessageLike, b: MessageLike): number {
  const difference = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return difference !== 0 ? difference : a.id.localeCompare(b.id);
}

/** The dialog with one person, sorted by createdAt ascending. */
export function dialogHistory<M extends MessageLike>(history: readonly M[], personId: string, myId: string): M[] {
  return history.filter((message) => counterpartOf(message, myId) === personId).sort(byCreatedAt);
}

/** One entry per counterpart: the newest message with each person. */
export function latestPerCounterpart<M extends MessageLike>(history: readonly M[], myId: string): M[] {
  const latest = new Map<string, M>();
  for (const message of history) {
    const person = counterpartOf(message, myId);
    const known = latest.get(person);
    if (!known || byCreatedAt(known, message) < 0) latest.set(person, message);
  }
  return [...latest.values()].sort((a, b) => byCreatedAt(b, a));
}

/**
 * A new incoming or sent message: appended to the history (or replacing the copy with its id, when the server
 * echoes a message we already hold) and made the latest of its conversation.
 */
export function appendMessage<M extends MessageLike>(
  state: MessagesState<M>,
  message: M,
  myId: string,
): MessagesState<M> {
  const known = state.messagesHistory.some((item) => item.id === message.id);
  const messagesHistory = known
    ? state.messagesHistory.map((item) => (item.id === message.id ? message : item))
    : [...state.messagesHistory, message];
  const person = counterpartOf(message, myId);
  const others = state.resentMessages.filter((item) => counterpartOf(item, myId) !== person);
  const current = state.resentMessages.find((item) => counterpartOf(item, myId) === person);
  const latest = current && current.id !== message.id && byCreatedAt(current, message) > 0 ? current : message;
  return { messagesHistory, resentMessages: [latest, ...others].sort((a, b) => byCreatedAt(b, a)) };
}

/** Marks the messages with these ids read, in the history and in the latest list. */
export function markRead<M extends MessageLike>(state: MessagesState<M>, ids: readonly string[]): MessagesState<M> {
  if (ids.length === 0) return state;
  const wanted = new Set(ids);
  const mark = (list: M[]) =>
    list.some((item) => wanted.has(item.id) && !item.isRead)
      ? list.map((item) => (wanted.has(item.id) && !item.isRead ? { ...item, isRead: true } : item))
      : list;
  const messagesHistory = mark(state.messagesHistory);
  const resentMessages = mark(state.resentMessages);
  return messagesHistory === state.messagesHistory && resentMessages === state.resentMessages
    ? state
    : { messagesHistory, resentMessages };
}

/** The ids of the messages `personId` sent me that I have not read yet. */
export function unreadIdsFrom(history: readonly MessageLike[], personId: string, myId: string): string[] {
  return history
    .filter((message) => message.senderUserId === personId && message.receiverUserId === myId && !message.isRead)
    .map((message) => message.id);
}

/** Unread messages to me, per sender. */
export function unreadCounts(history: readonly MessageLike[], myId: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of history) {
    if (message.receiverUserId !== myId || message.isRead) continue;
    counts.set(message.senderUserId, (counts.get(message.senderUserId) ?? 0) + 1);
  }
  return counts;
}

export function totalUnread(history: readonly MessageLike[], myId: string): number {
  let total = 0;
  for (const count of unreadCounts(history, myId).values()) total += count;
  return total;
}

export interface PersonLike {
  userId: string;
  name: string;
}

export interface Conversation<P extends PersonLike, M extends MessageLike> {
  person: P;
  /** The latest message with them; none before the first. */
  latest: M | undefined;
  unread: number;
}

/**
 * The conversation list: everyone this account may talk to, the newest conversation first, people without one
 * after them by name. Trainers and the director answer many members, so for them conversations with unread
 * messages come first. Unread counts come from the live history, so a socket event updates them at once.
 */
export function conversationList<P extends PersonLike, M extends MessageLike>(
  people: readonly P[],
  state: MessagesState<M>,
  myId: string,
  { unreadFirst }: { unreadFirst: boolean },
): Conversation<P, M>[] {
  const counts = unreadCounts(state.messagesHistory, myId);
  const latest = new Map(state.resentMessages.map((message) => [counterpartOf(message, myId), message]));
  return people
    .map((person) => ({ person, latest: latest.get(person.userId), unread: counts.get(person.userId) ?? 0 }))
    .sort((a, b) => {
      if (unreadFirst && a.unread > 0 !== b.unread > 0) return a.unread > 0 ? -1 : 1;
      if (a.latest && b.latest) return byCreatedAt(b.latest, a.latest);
      if (a.latest || b.latest) return a.latest ? -1 : 1;
      return a.person.name.localeCompare(b.person.name);
    });
}

/** People in the history that the contact list does not know yet (a member who wrote for the first time). */
export function unknownCounterparts(
  people: readonly PersonLike[],
  history: readonly MessageLike[],
  myId: string,
): string[] {
  const known = new Set(people.map((person) => person.userId));
  return [...new Set(history.map((message) => counterpartOf(message, myId)))].filter((id) => !known.has(id));
}
