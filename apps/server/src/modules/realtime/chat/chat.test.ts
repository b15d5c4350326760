import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ChatMessage,
  contactsAnswerSchema,
  messagesAnswerSchema,
} from '@gym/contracts/chat';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { REALTIME_ERRORS } from '@gym/contracts/realtime';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import {
  collect,
  connect,
  connected,
  listenOnFreePort,
  nextEvent,
  openSocket,
  pause,
  type TestSocket,
  userIdOf,
} from '../../../test/realtime-client';

describeEachDatabase('messages: the realtime channel, GET /messages and /messages/contacts', (ctx) => {
  let origin: string;
  const tokens: Record<'member' | 'other' | 'trainer' | 'director', string> = {
    member: '',
    other: '',
    trainer: '',
    director: '',
  };
  const ids = { member: '', other: '', trainer: '', director: '' };
  const sockets: TestSocket[] = [];
  const open = async (token: string) => {
    const socket = await connect(origin, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    origin = await listenOnFreePort(ctx().app);
    tokens.member = await ctx().login(DEMO.member.email, DEMO.member.password);
    tokens.other = await ctx().login(DEMO.familyPrimary.email, DEMO.familyPrimary.password, '100002');
    tokens.trainer = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
    tokens.director = await ctx().login(DEMO.director.email, DEMO.director.password);
    for (const key of Object.keys(ids) as Array<keyof typeof ids>) ids[key] = userIdOf(tokens[key]);
  });

  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const getMessages = async (token: string, personId?: string) => {
    const response = await ctx().asMember(token, {
      method: 'GET',
      url: personId ? `/messages?personId=${personId}` : '/messages',
    });
    expect(response.statusCode).toBe(200);
    return messagesAnswerSchema.parse(response.json());
  };

  it('delivers a member’s message to the trainer and back to the member, both ways, and keeps them', async () => {
    const member = await open(tokens.member);
    const trainer = await open(tokens.trainer);

    const atTrainer = nextEvent(trainer, 'message');
    const atMember = nextEvent(member, 'message');
    const ack = await member.emitWithAck('send message', {
      receiverUserId: ids.trainer,
      text: '  Can we move Thursday’s session?  ',
      isDirector: false,
      senderUserId: ids.member,
    });
    expect(ack.success).toBe(true);
    const received = await atTrainer;
    expect(received).toMatchObject({
      senderUserId: ids.member,
      receiverUserId: ids.trainer,
      text: 'Can we move Thursday’s session?',
      isDirector: false,
      isRead: false,
      isMyMessage: false,
      photo: null,
    });
    expect(await atMember).toEqual({ ...received, isMyMessage: true });
    expect(Date.parse(received.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const reply = nextEvent(member, 'message', (message) => message.senderUserId === ids.trainer);
    await trainer.emitWithAck('send message', { receiverUserId: ids.member, text: 'Sure, 6 pm?', isDirector: false });
    expect(await reply).toMatchObject({ text: 'Sure, 6 pm?', isMyMessage: false, receiverUserId: ids.member });

    const history = await getMessages(tokens.member);
    expect(history.messagesHistory.map((message) => message.text)).toEqual([
      'Can we move Thursday’s session?',
      'Sure, 6 pm?',
    ]);
    expect(history.messagesHistory.map((message) => message.isMyMessage)).toEqual([true, false]);
    expect(history.resentMessages).toHaveLength(1);
    expect(history.resentMessages[0]).toMatchObject({ text: 'Sure, 6 pm?', senderUserId: ids.trainer });
  });

  it('marks messages read for their receiver only, and tells both sides', async () => {
    const member = await open(tokens.member);
    const trainer = await open(tokens.trainer);
    const sent = await trainer.emitWithAck('send message', { receiverUserId: ids.member, text: 'Read me' });
    if (!sent.success) throw new Error(sent.error);
    const unread = (await getMessages(tokens.member, ids.trainer)).messagesHistory.filter(
      (message) => !message.isMyMessage && !message.isRead,
    );
    expect(unread.map((message) => message.text)).toContain('Read me');

    // The sender cannot mark its own message read, and myId must be the token's account.
    const bySender = await trainer.emitWithAck('message read', {
      ids: [sent.message.id],
      personId: ids.member,
      myId: ids.trainer,
    });
    expect(bySender).toEqual({ success: true, ids: [] });
    expect(
      await member.emitWithAck('message read', { ids: [sent.message.id], personId: ids.trainer, myId: ids.trainer }),
    ).toEqual({ success: false, code: 'NOT_ALLOWED', error: CHAT_MESSAGES.receiveFailed });

    const atTrainer = nextEvent(trainer, 'message read success');
    const read = await member.emitWithAck('message read', {
      ids: unread.map((message) => message.id),
      personId: ids.trainer,
      myId: ids.member,
    });
    expect(read).toEqual({ success: true, ids: expect.arrayContaining(unread.map((message) => message.id)) });
    expect(await atTrainer).toEqual({
      ids: read.success ? read.ids : [],
      readerUserId: ids.member,
      personId: ids.trainer,
    });
    const seenByTrainer = (await getMessages(tokens.trainer, ids.member)).messagesHistory.find(
      (message) => message.id === sent.message.id,
    );
    expect(seenByTrainer).toMatchObject({ isRead: true, isMyMessage: true });

    // Read twice: nothing new to mark.
    expect(
      await member.emitWithAck('message read', { ids: [sent.message.id], personId: ids.trainer, myId: ids.member }),
    ).toEqual({ success: true, ids: [] });
  });

  it('refuses a handshake without a token, with a bad one, or from a foreign page', async () => {
    await expect(connected(openSocket(origin))).rejects.toMatchObject({
      message: REALTIME_ERRORS.UNAUTHORIZED,
      code: 'UNAUTHORIZED',
    });
    await expect(connected(openSocket(origin, { token: `${tokens.member}x` }))).rejects.toMatchObject({
      message: LOGIN_MESSAGES.sessionEnded,
      code: 'UNAUTHORIZED',
    });
    await expect(
      connected(openSocket(origin, { token: tokens.member, originHeader: 'https://evil.example' })),
    ).rejects.toMatchObject({ message: REALTIME_ERRORS.BAD_ORIGIN, code: 'BAD_ORIGIN' });
    // A client that is not a browser sends no Origin; the token alone lets it in.
    const headless = await connected(openSocket(origin, { token: tokens.member, originHeader: null }));
    sockets.push(headless);
    expect(headless.connected).toBe(true);
  });

  it('never trusts senderUserId: a message claiming another sender is refused and not saved', async () => {
    const other = await open(tokens.other);
    const trainer = await open(tokens.trainer);
    const arrivals = collect(trainer, 'message');
    const forged = await other.emitWithAck('send message', {
      receiverUserId: ids.trainer,
      text: 'I am Alex',
      isDirector: false,
      senderUserId: ids.member,
    });
    expect(forged).toEqual({ success: false, code: 'NOT_ALLOWED', error: CHAT_MESSAGES.sendFailed });
    await pause(200);
    expect(arrivals).toEqual([]);
    const trainerHistory = await getMessages(tokens.trainer);
    expect(trainerHistory.messagesHistory.map((message) => message.text)).not.toContain('I am Alex');
  });

  it('keeps members apart: no messages to another member, to another club’s trainer, no reading theirs', async () => {
    const other = await open(tokens.other);
    const member = await open(tokens.member);
    const memberArrivals = collect(member, 'message');
    expect(await other.emitWithAck('send message', { receiverUserId: ids.member, text: 'Hi Alex' })).toEqual({
      success: false,
      code: 'NOT_ALLOWED',
      error: CHAT_MESSAGES.sendFailed,
    });
    // familyPrimary's home club is not the trainer's, and they have no conversation.
    expect(await other.emitWithAck('send message', { receiverUserId: ids.trainer, text: 'Hello' })).toMatchObject({
      success: false,
      code: 'NOT_ALLOWED',
    });
    await pause(200);
    expect(memberArrivals).toEqual([]);

    // The other member's GET /messages has none of the member's conversation, even asking for it by person.
    expect(await getMessages(tokens.other)).toEqual({ messagesHistory: [], resentMessages: [] });
    expect(await getMessages(tokens.other, ids.trainer)).toEqual({ messagesHistory: [], resentMessages: [] });

    // Marking the member's messages read with the other member's socket changes nothing.
    const trainer = await open(tokens.trainer);
    const sent = await trainer.emitWithAck('send message', { receiverUserId: ids.member, text: 'Only for Alex' });
    if (!sent.success) throw new Error(sent.error);
    expect(
      await other.emitWithAck('message read', { ids: [sent.message.id], personId: ids.trainer, myId: ids.other }),
    ).toEqual({ success: true, ids: [] });
    const mine = (await getMessages(tokens.member)).messagesHistory.find((message) => message.id === sent.message.id);
    expect(mine?.isRead).toBe(false);

    // Without a token, GET /messages is the member area's 401.
    const anonymous = await ctx().signed({ method: 'GET', url: '/messages' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets any member write to the director; those messages carry isDirector', async () => {
    const other = await open(tokens.other);
    const director = await open(tokens.director);
    const atDirector = nextEvent(director, 'message');
    const sent = await other.emitWithAck('send message', { receiverUserId: ids.director, text: 'A question' });
    expect(sent).toMatchObject({ success: true, message: { isDirector: true, isMyMessage: true } });
    expect(await atDirector).toMatchObject({ isDirector: true, isMyMessage: false, senderUserId: ids.other });
    const reply = await director.emitWithAck('send message', { receiverUserId: ids.other, text: 'An answer' });
    expect(reply).toMatchObject({ success: true, message: { isDirector: true } });
  });

  it('lists contacts by role, with unread counts and presence, unread first', async () => {
    const asMember = contactsAnswerSchema.parse(
      (await ctx().asMember(tokens.member, { method: 'GET', url: '/messages/contacts' })).json(),
    ).contacts;
    // The director and the trainers of the member's club: the demo trainer and Marin's other trainer.
    expect(asMember.map((contact) => contact.userId)).toEqual(expect.arrayContaining([ids.trainer, ids.director]));
    expect(asMember.filter((contact) => contact.role === 'trainer').map((contact) => contact.name)).toEqual(
      expect.arrayContaining(['Sofia Ramírez']),
    );
    expect(asMember).toHaveLength(3);
    expect(asMember.find((contact) => contact.userId === ids.director)).toMatchObject({
      role: 'director',
      isDirector: true,
      name: `${DEMO.director.firstName} ${DEMO.director.lastName}`,
      unreadCount: 0,
      lastMessageAt: null,
    });
    const trainerContact = asMember.find((contact) => contact.userId === ids.trainer);
    expect(trainerContact).toMatchObject({ role: 'trainer', isDirector: false });
    expect(trainerContact?.unreadCount).toBeGreaterThan(0);
    expect(asMember[0]?.userId).toBe(ids.trainer);

    const asTrainer = contactsAnswerSchema.parse(
      (await ctx().asMember(tokens.trainer, { method: 'GET', url: '/messages/contacts' })).json(),
    ).contacts;
    // The trainer's club members (not the other club's member, who never wrote to them).
    expect(asTrainer.map((contact) => contact.userId)).toContain(ids.member);
    expect(asTrainer.map((contact) => contact.userId)).not.toContain(ids.other);
    expect(asTrainer.every((contact) => contact.role === 'member')).toBe(true);

    const asDirector = contactsAnswerSchema.parse(
      (await ctx().asMember(tokens.director, { method: 'GET', url: '/messages/contacts' })).json(),
    ).contacts;
    expect(asDirector.map((contact) => contact.userId)).toEqual([ids.other]);
  });

  it('tells contacts when an account comes online and goes offline', async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await pause(300);
    const trainer = await open(tokens.trainer);
    const cameOnline = nextEvent(trainer, 'online', (event) => event.userId === ids.member && event.online);
    const member = await open(tokens.member);
    await cameOnline;
    const contacts = contactsAnswerSchema.parse(
      (await ctx().asMember(tokens.trainer, { method: 'GET', url: '/messages/contacts' })).json(),
    ).contacts;
    expect(contacts.find((contact) => contact.userId === ids.member)?.online).toBe(true);

    const wentOffline = nextEvent(trainer, 'online', (event) => event.userId === ids.member && !event.online);
    member.disconnect();
    await wentOffline;
    // A second socket of the trainer learns right away who of its contacts is online: not the member now.
    const snapshot = collect(await open(tokens.trainer), 'online');
    await pause(300);
    expect(snapshot.filter((event) => event.userId === ids.member)).toEqual([]);
  });

  it('refuses empty and too long texts, and more than 20 sends in 10 seconds', async () => {
    const director = await open(tokens.director);
    for (const text of ['   ', 'x'.repeat(CHAT_LIMITS.textMax + 1)]) {
      expect(await director.emitWithAck('send message', { receiverUserId: ids.other, text })).toEqual({
        success: false,
        code: 'INVALID',
        error: CHAT_MESSAGES.sendFailed,
      });
    }
    const answers: Array<{ success: boolean; message?: ChatMessage; code?: string }> = [];
    // 41 sends in a row span at most two windows (fixed windows of 10 s), so one of them gets more than 20.
    for (let send = 0; send < 2 * CHAT_LIMITS.sendsPerWindow + 1; send += 1)
      answers.push(await director.emitWithAck('send message', { receiverUserId: ids.other, text: `n${send}` }));
    const refused = answers.filter((answer) => !answer.success);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits read marks per account too: each one writes to the database', async () => {
    const director = await open(tokens.director);
    const mark = { ids: [crypto.randomUUID()], personId: ids.other, myId: ids.director };
    const answers = [];
    // 2 windows' worth plus one: one fixed window of 10 s gets more than the limit.
    for (let read = 0; read < 2 * CHAT_LIMITS.readsPerWindow + 1; read += 1)
      answers.push(await director.emitWithAck('message read', mark));
    expect(answers[0]).toEqual({ success: true, ids: [] });
    expect(answers.find((answer) => !answer.success)).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      error: CHAT_MESSAGES.receiveFailed,
    });
  });
});
