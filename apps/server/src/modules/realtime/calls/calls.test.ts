import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CALL_LIMITS, CALL_MESSAGES, callPermissionSchema } from '@gym/contracts/calls';
import { describeEachDatabase } from '../../../test/app';
import { DEMO } from '../../../test/demo';
import {
  collect,
  connect,
  listenOnFreePort,
  nextEvent,
  pause,
  type TestSocket,
  userIdOf,
} from '../../../test/realtime-client';

const TURN_SECRET = 'calls-test-turn-secret-0123456789';

describeEachDatabase('calls: request, accept, signalling, stop, GET /calls (no TURN configured)', (ctx) => {
  let origin: string;
  const tokens = { member: '', other: '', trainer: '', director: '' };
  const ids = { member: '', other: '', trainer: '', director: '' };
  const sockets: TestSocket[] = [];
  const open = async (token: string) => {
    const socket = await connect(origin, token);
    sockets.push(socket);
    return socket;
  };
  const permission = (token: string, callId: string) =>
    ctx().asMember(token, { method: 'GET', url: `/calls?callId=${callId}` });

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

  it('rings the member, connects the two, relays signals between them only, and stops for both', async () => {
    const trainer = await open(tokens.trainer);
    const member = await open(tokens.member);
    const other = await open(tokens.other);
    const otherSignals = collect(other, 'call signal');

    const ringing = nextEvent(member, 'request-call');
    const requested = await trainer.emitWithAck('request-call', { receiverUserId: ids.member });
    if (!requested.success) throw new Error(requested.error);
    expect(await ringing).toEqual({
      callId: requested.callId,
      callerUserId: ids.trainer,
      callerName: `${DEMO.trainer.firstName} ${DEMO.trainer.lastName}`,
      isDirector: false,
    });

    // The call permission: the two ids, no TURN on this server; nobody else gets it.
    for (const token of [tokens.member, tokens.trainer]) {
      const response = await permission(token, requested.callId);
      expect(response.statusCode).toBe(200);
      expect(callPermissionSchema.parse(response.json())).toEqual({
        callId: requested.callId,
        availableIds: `${ids.trainer},${ids.member}`,
        username: '',
        credential: '',
        iceServers: [],
      });
    }
    for (const token of [tokens.other, tokens.director]) {
      const response = await permission(token, requested.callId);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CALL_MESSAGES.notFound);
    }

    // Signals before the member accepts are refused; someone else cannot accept or signal.
    expect(
      await trainer.emitWithAck('call signal', {
        callId: requested.callId,
        description: { type: 'offer', sdp: 'v=0' },
      }),
    ).toMatchObject({ success: false, code: 'INVALID' });
    expect(await other.emitWithAck('accept-call', { callId: requested.callId })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect(await trainer.emitWithAck('accept-call', { callId: requested.callId })).toMatchObject({
      success: false,
      code: 'NOT_ALLOWED',
    });

    const acceptedAtTrainer = nextEvent(trainer, 'call accepted');
    expect(await member.emitWithAck('accept-call', { callId: requested.callId })).toEqual({ success: true });
    expect(await acceptedAtTrainer).toEqual({ callId: requested.callId, userId: ids.member });

    const offer = nextEvent(member, 'call signal');
    await trainer.emitWithAck('call signal', {
      callId: requested.callId,
      description: { type: 'offer', sdp: 'v=0 o' },
    });
    expect(await offer).toEqual({
      callId: requested.callId,
      description: { type: 'offer', sdp: 'v=0 o' },
      fromUserId: ids.trainer,
    });
    const candidate = nextEvent(trainer, 'call signal');
    const ice = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    await member.emitWithAck('call signal', { callId: requested.callId, candidate: ice });
    expect(await candidate).toEqual({ callId: requested.callId, candidate: ice, fromUserId: ids.member });
    expect(await other.emitWithAck('call signal', { callId: requested.callId, candidate: ice })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });

    const stoppedAtTrainer = nextEvent(trainer, 'stop-session-call');
    const stoppedAtMember = nextEvent(member, 'stop-session-call');
    expect(await member.emitWithAck('stop-session-call', { callId: requested.callId })).toEqual({ success: true });
    expect(await stoppedAtTrainer).toEqual({ callId: requested.callId, userId: ids.member });
    expect(await stoppedAtMember).toEqual({ callId: requested.callId, userId: ids.member });
    expect((await permission(tokens.member, requested.callId)).json().message).toBe(CALL_MESSAGES.ended);
    expect(await trainer.emitWithAck('call signal', { callId: requested.callId, candidate: null })).toMatchObject({
      success: false,
      code: 'ENDED',
    });
    await pause(100);
    expect(otherSignals).toEqual([]);
  });

  it('lets only trainers and the director call, and only members they may talk to', async () => {
    const member = await open(tokens.member);
    const trainer = await open(tokens.trainer);
    expect(await member.emitWithAck('request-call', { receiverUserId: ids.trainer })).toEqual({
      success: false,
      code: 'NOT_ALLOWED',
      error: CALL_MESSAGES.notAllowed,
    });
    // Another club's member without a conversation with this trainer.
    expect(await trainer.emitWithAck('request-call', { receiverUserId: ids.other })).toMatchObject({
      success: false,
      code: 'NOT_ALLOWED',
    });
    expect(await trainer.emitWithAck('request-call', { receiverUserId: 'not-an-id' })).toMatchObject({
      success: false,
      code: 'INVALID',
    });
    const director = await open(tokens.director);
    const byDirector = await director.emitWithAck('request-call', { receiverUserId: ids.other });
    expect(byDirector.success).toBe(true);
  });

  it('tells the caller when the member declines, and refuses a late accept', async () => {
    const trainer = await open(tokens.trainer);
    const member = await open(tokens.member);
    const requested = await trainer.emitWithAck('request-call', { receiverUserId: ids.member });
    if (!requested.success) throw new Error(requested.error);
    const declined = nextEvent(trainer, 'call declined');
    expect(await member.emitWithAck('decline-call', { callId: requested.callId })).toEqual({ success: true });
    expect(await declined).toEqual({ callId: requested.callId, userId: ids.member });
    expect(await member.emitWithAck('accept-call', { callId: requested.callId })).toMatchObject({
      success: false,
      code: 'ENDED',
    });
  });

  it('tells the other side when a participant’s last socket drops during a call', async () => {
    const trainer = await open(tokens.trainer);
    for (const socket of sockets.filter((socket) => socket !== trainer)) socket.disconnect();
    // The member's sockets from earlier tests must be gone on the server too, or the next one is not their last.
    await vi.waitFor(async () => expect((await ctx().app.realtime.onlineAmong([ids.member])).size).toBe(0), {
      timeout: 10_000,
    });
    const member = await connect(origin, tokens.member);
    const requested = await trainer.emitWithAck('request-call', { receiverUserId: ids.member });
    if (!requested.success) throw new Error(requested.error);
    await member.emitWithAck('accept-call', { callId: requested.callId });
    const dropped = nextEvent(trainer, 'peer-disconnected');
    member.disconnect();
    expect(await dropped).toEqual({ callId: requested.callId, userId: ids.member });
    // Its wait for the earlier sockets' bookkeeping is 10 s: the test's own limit must be longer (CI's slower kind).
  }, 20_000);

  it('limits how often one account rings and how many signals it relays, so nobody can flood the other side', async () => {
    const director = await open(tokens.director);
    const other = await open(tokens.other);
    const rings = collect(other, 'request-call');
    const requests = [];
    for (let request = 0; request <= CALL_LIMITS.requestsPerWindow; request += 1)
      requests.push(await director.emitWithAck('request-call', { receiverUserId: ids.other }));
    expect(requests.at(-1)).toEqual({ success: false, code: 'RATE_LIMITED', error: CALL_MESSAGES.requestFailed });
    await pause(100);
    expect(rings.length).toBeLessThanOrEqual(CALL_LIMITS.requestsPerWindow);

    // An accepted call: the member relays signals until the limit, then is refused and nothing more arrives.
    const answered = requests.find((answer) => answer.success);
    if (!answered?.success) throw new Error('no call was rung');
    expect(await other.emitWithAck('accept-call', { callId: answered.callId })).toEqual({ success: true });
    const relayed = collect(director, 'call signal');
    const signal = { callId: answered.callId, candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.1 9 typ host' } };
    // Sent at once, not one round trip after another: on a busy machine 201 round trips can outlast the window.
    const answers = await Promise.all(
      Array.from({ length: CALL_LIMITS.signalsPerWindow + 1 }, () => other.emitWithAck('call signal', signal)),
    );
    const refused = answers.filter((answer) => !answer.success);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer).toEqual({ success: false, code: 'RATE_LIMITED', error: CALL_MESSAGES.requestFailed });
    }
    await pause(100);
    expect(relayed.length).toBeLessThanOrEqual(CALL_LIMITS.signalsPerWindow);
    expect(relayed.length).toBeGreaterThan(0);
  });
});

describeEachDatabase(
  'calls: TURN credentials in coturn’s REST scheme',
  (ctx) => {
    it('answers a username expiry:userId and credential base64(HMAC-SHA1(secret, username)) with the TURN urls', async () => {
      const origin = await listenOnFreePort(ctx().app);
      const trainerToken = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
      const memberToken = await ctx().login(DEMO.member.email, DEMO.member.password);
      const trainer = await connect(origin, trainerToken);
      try {
        const requested = await trainer.emitWithAck('request-call', { receiverUserId: userIdOf(memberToken) });
        if (!requested.success) throw new Error(requested.error);
        const before = Math.floor(Date.now() / 1000);
        const answer = callPermissionSchema.parse(
          (await ctx().asMember(memberToken, { method: 'GET', url: `/calls?callId=${requested.callId}` })).json(),
        );
        const [expiry, userId] = answer.username.split(':');
        expect(userId).toBe(userIdOf(memberToken));
        expect(Number(expiry)).toBeGreaterThanOrEqual(before + CALL_LIMITS.turnCredentialTtlS);
        expect(Number(expiry)).toBeLessThanOrEqual(before + CALL_LIMITS.turnCredentialTtlS + 5);
        expect(answer.credential).toBe(createHmac('sha1', TURN_SECRET).update(answer.username).digest('base64'));
        expect(answer.iceServers).toEqual([
          {
            urls: ['turn:127.0.0.1:3478?transport=udp', 'turn:127.0.0.1:3478?transport=tcp'],
            username: answer.username,
            credential: answer.credential,
          },
        ]);
      } finally {
        trainer.disconnect();
      }
    });
  },
  {
    TURN_URLS: 'turn:127.0.0.1:3478?transport=udp, turn:127.0.0.1:3478?transport=tcp',
    TURN_SECRET,
  },
);
