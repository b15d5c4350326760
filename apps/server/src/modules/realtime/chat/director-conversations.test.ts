import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  START_CONVERSATION_MESSAGES,
  contactsAnswerSchema,
  memberSearchAnswerSchema,
  startConversationAnswerSchema,
} from '@gym/contracts/chat';
import { LOGIN_MESSAGES } from '@gym/contracts/auth';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import { connect, listenOnFreePort, nextEvent, type TestSocket, userIdOf } from '../../../test/realtime-client';

describeEachDatabase('messages: the director finds any member and starts a conversation', (ctx) => {
  const tokens = { member: '', former: '', trainer: '', director: '', staff: '' };
  const ids = { ...tokens };
  const sockets: TestSocket[] = [];
  let origin = '';

  beforeAll(async () => {
    origin = await listenOnFreePort(ctx().app);
    for (const key of Object.keys(tokens) as Array<keyof typeof tokens>) {
      tokens[key] = await ctx().login(DEMO[key].email, DEMO[key].password);
      ids[key] = userIdOf(tokens[key]);
    }
  });

  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const search = (token: string, q: string) =>
    ctx().asMember(token, { method: 'GET', url: `/messages/members?q=${encodeURIComponent(q)}` });
  const start = (token: string, personId: string) =>
    ctx().asMember(token, { method: 'POST', url: '/messages/conversations', payload: { personId } });
  const found = async (q: string) => {
    const response = await search(tokens.director, q);
    expect(response.statusCode).toBe(200);
    return memberSearchAnswerSchema.parse(response.json()).members;
  };

  it('finds members by any part of the name, the e-mail or the member number, and only members', async () => {
    expect((await found(DEMO.member.lastName.toUpperCase())).map((row) => row.userId)).toEqual([ids.member]);
    expect((await found(`${DEMO.member.firstName} ${DEMO.member.lastName.slice(0, 3)}`))[0]).toMatchObject({
      userId: ids.member,
      name: `${DEMO.member.firstName} ${DEMO.member.lastName}`,
      email: DEMO.member.email,
      memberNumber: String(DEMO.member.memberNumber),
      memberStatus: 'active',
      hasConversation: false,
    });
    expect((await found('former@')).map((row) => row.userId)).toEqual([ids.former]);
    expect((await found(String(DEMO.former.memberNumber))).map((row) => row.userId)).toEqual([ids.former]);

    const everyone = (await found('@example.com')).map((row) => row.userId);
    expect(everyone).toEqual(expect.arrayContaining([ids.member, ids.former]));
    for (const notMember of [ids.trainer, ids.director, ids.staff]) expect(everyone).not.toContain(notMember);
  });

  it('takes LIKE wildcards as plain characters and refuses a query under two characters', async () => {
    expect(await found('%%')).toEqual([]);
    expect(await found('__')).toEqual([]);
    const short = await search(tokens.director, ' a ');
    expect(short.statusCode).toBe(400);
  });

  it('lets only the director search or start, checked on the server (403 for a member, trainer or staff)', async () => {
    for (const token of [tokens.member, tokens.trainer, tokens.staff]) {
      const searched = await search(token, 'example');
      expect(searched.statusCode).toBe(403);
      expect(searched.json()).toMatchObject({ code: 'FORBIDDEN', message: LOGIN_MESSAGES.notAllowed });
      expect((await start(token, ids.former)).statusCode).toBe(403);
    }
    expect((await search('', 'example')).statusCode).toBe(401);
  });

  it('starts a conversation with a member it has none with, and reuses it once there are messages', async () => {
    const first = await start(tokens.director, ids.former);
    expect(first.statusCode).toBe(200);
    expect(startConversationAnswerSchema.parse(first.json())).toEqual({
      existing: false,
      contact: expect.objectContaining({
        userId: ids.former,
        name: `${DEMO.former.firstName} ${DEMO.former.lastName}`,
        role: 'member',
        isDirector: false,
        unreadCount: 0,
        lastMessageAt: null,
      }),
    });

    // The first message makes the conversation; the member's reply is unread for the director.
    const director = await connect(origin, tokens.director);
    const former = await connect(origin, tokens.former);
    sockets.push(director, former);
    const sent = await director.emitWithAck('send message', { receiverUserId: ids.former, text: 'Hello from HQ' });
    expect(sent.success).toBe(true);
    const reply = nextEvent(director, 'message', (message) => message.senderUserId === ids.former);
    expect((await former.emitWithAck('send message', { receiverUserId: ids.director, text: 'Hi!' })).success).toBe(
      true,
    );
    await reply;

    const again = startConversationAnswerSchema.parse((await start(tokens.director, ids.former)).json());
    expect(again.existing).toBe(true);
    expect(again.contact).toMatchObject({ userId: ids.former, unreadCount: 1, online: true });
    expect(again.contact.lastMessageAt).not.toBeNull();
    expect((await found('former@'))[0]?.hasConversation).toBe(true);

    const contacts = await ctx().asMember(tokens.director, { method: 'GET', url: '/messages/contacts' });
    const listed = contactsAnswerSchema.parse(contacts.json()).contacts.filter((row) => row.userId === ids.former);
    expect(listed).toHaveLength(1);
  });

  it('answers 404 for an account that is not a member, and 400 for an id that is not one', async () => {
    for (const personId of [ids.trainer, ids.staff, ids.director, '00000000-0000-4000-8000-000000000000']) {
      const response = await start(tokens.director, personId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: START_CONVERSATION_MESSAGES.notAMember });
    }
    expect((await start(tokens.director, 'not-an-id')).statusCode).toBe(400);
  });
});
