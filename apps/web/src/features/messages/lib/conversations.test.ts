import { describe, expect, it } from 'vitest';
import {
  type MessageLike,
  appendMessage,
  conversationList,
  dialogHistory,
  latestPerCounterpart,
  markRead,
  totalUnread,
  unreadCounts,
  unreadIdsFrom,
  unknownCounterparts,
} from './conversations';

const ME = 'me';
const TRAINER = 'trainer';
const DIRECTOR = 'director';

let clock = Date.parse('2030-01-01T10:00:00Z');
function message(from: string, to: string, overrides: Partial<MessageLike> = {}): MessageLike {
  clock += 60_000;
  return {
    id: `m${clock}`,
    senderUserId: from,
    receiverUserId: to,
    isRead: false,
    createdAt: new Date(clock).toISOString(),
    ...overrides,
  };
}

function stateOf(history: MessageLike[]) {
  return { messagesHistory: history, resentMessages: latestPerCounterpart(history, ME) };
}

describe('the dialog', () => {
  it('holds only the messages with that person, oldest first whatever order they came in', () => {
    const first = message(TRAINER, ME);
    const second = message(ME, TRAINER);
    const other = message(DIRECTOR, ME);
    const third = message(TRAINER, ME);
    expect(dialogHistory([third, other, second, first], TRAINER, ME).map((m) => m.id)).toEqual([
      first.id,
      second.id,
      third.id,
    ]);
  });

  it('lists the unread messages that person sent me, not mine and not read ones', () => {
    const unread = message(TRAINER, ME);
    const read = message(TRAINER, ME, { isRead: true });
    const mine = message(ME, TRAINER);
    const fromDirector = message(DIRECTOR, ME);
    expect(unreadIdsFrom([unread, read, mine, fromDirector], TRAINER, ME)).toEqual([unread.id]);
  });
});

describe('a new message', () => {
  it('is appended to the history and becomes the latest of its conversation only', () => {
    const old = message(TRAINER, ME);
    const fromDirector = message(DIRECTOR, ME);
    const reply = message(ME, TRAINER);
    const next = appendMessage(stateOf([old, fromDirector]), reply, ME);
    expect(next.messagesHistory.map((m) => m.id)).toEqual([old.id, fromDirector.id, reply.id]);
    expect(next.resentMessages.map((m) => m.id)).toEqual([reply.id, fromDirector.id]);
  });

  it('starts a conversation that did not exist', () => {
    const first = message(DIRECTOR, ME);
    const next = appendMessage(stateOf([]), first, ME);
    expect(next.resentMessages).toEqual([first]);
  });

  it('received twice (the echo of my own send) is kept once', () => {
    const sent = message(ME, TRAINER);
    const once = appendMessage(stateOf([]), sent, ME);
    const twice = appendMessage(once, { ...sent }, ME);
    expect(twice.messagesHistory).toHaveLength(1);
    expect(twice.resentMessages).toHaveLength(1);
  });

  it('older than the latest (late delivery) does not replace the latest', () => {
    const early = message(TRAINER, ME);
    const late = message(TRAINER, ME);
    const next = appendMessage(stateOf([late]), early, ME);
    expect(next.resentMessages.map((m) => m.id)).toEqual([late.id]);
  });
});

describe('read marks and unread counts', () => {
  it('counts unread messages to me per sender', () => {
    const history = [
      message(TRAINER, ME),
      message(TRAINER, ME),
      message(TRAINER, ME, { isRead: true }),
      message(DIRECTOR, ME),
      message(ME, TRAINER),
    ];
    expect(Object.fromEntries(unreadCounts(history, ME))).toEqual({ [TRAINER]: 2, [DIRECTOR]: 1 });
    expect(totalUnread(history, ME)).toBe(3);
  });

  it('marks the named ids read in the history and the latest list, and nothing else', () => {
    const a = message(TRAINER, ME);
    const b = message(TRAINER, ME);
    const c = message(DIRECTOR, ME);
    const next = markRead(stateOf([a, b, c]), [a.id, b.id]);
    expect(next.messagesHistory.map((m) => m.isRead)).toEqual([true, true, false]);
    expect(next.resentMessages.find((m) => m.id === b.id)?.isRead).toBe(true);
    expect(totalUnread(next.messagesHistory, ME)).toBe(1);
  });

  it('returns the same state when nothing changes (no re-render, no second read notice)', () => {
    const state = stateOf([message(TRAINER, ME, { isRead: true })]);
    expect(markRead(state, [state.messagesHistory[0]!.id])).toBe(state);
    expect(markRead(state, [])).toBe(state);
  });
});

describe('the conversation list', () => {
  const person = (userId: string, name = userId) => ({ userId, name });

  it('for a member: newest conversation first, then people without one by name', () => {
    const fromTrainer = message(TRAINER, ME);
    const toDirector = message(ME, DIRECTOR);
    const people = [person(TRAINER), person('zed'), person('amy'), person(DIRECTOR)];
    const list = conversationList(people, stateOf([fromTrainer, toDirector]), ME, { unreadFirst: false });
    expect(list.map((c) => [c.person.userId, c.unread, c.latest?.id])).toEqual([
      [DIRECTOR, 0, toDirector.id],
      [TRAINER, 1, fromTrainer.id],
      ['amy', 0, undefined],
      ['zed', 0, undefined],
    ]);
  });

  it('for a trainer or the director: unread conversations first, each group newest first', () => {
    const history = [
      message('ann', ME),
      message('bob', ME, { isRead: true }),
      message('cy', ME),
      message(ME, 'bob'), // bob is the newest conversation, but it has nothing unread
    ];
    const people = ['ann', 'bob', 'cy', 'dee'].map((id) => person(id));
    const list = conversationList(people, stateOf(history), ME, { unreadFirst: true });
    expect(list.map((c) => [c.person.userId, c.unread])).toEqual([
      ['cy', 1],
      ['ann', 1],
      ['bob', 0],
      ['dee', 0],
    ]);
  });

  it('names the counterparts the contact list does not know yet', () => {
    const history = [message('new-member', ME), message(ME, TRAINER), message('new-member', ME)];
    expect(unknownCounterparts([person(TRAINER)], history, ME)).toEqual(['new-member']);
  });
});
