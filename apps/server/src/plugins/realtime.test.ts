import { decodeJwt } from 'jose';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REALTIME_ERRORS, REALTIME_PATH, type RealtimeErrorData } from '@gym/contracts/realtime';
import { TokenService } from '../lib/tokens';
import { describeEachDatabase, startTestApp } from '../test/app';
import { DEMO } from '../test/demo';
import { connected, listenOnFreePort, openSocket, type TestSocket } from '../test/realtime-client';

/** A client as the SPA's: reconnects by itself, and sends whatever token `token()` holds on every attempt. */
function reconnectingSocket(origin: string, token: () => string): TestSocket {
  return io(origin, {
    path: REALTIME_PATH,
    auth: (send) => send({ token: token() }),
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    extraHeaders: { origin },
  });
}

const nextDisconnect = (socket: TestSocket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
const nextConnectError = (socket: TestSocket) =>
  new Promise<RealtimeErrorData | undefined>((resolve) =>
    socket.once('connect_error', (error: Error & { data?: RealtimeErrorData }) => resolve(error.data)),
  );

describeEachDatabase('realtime channel: the handshake and the end of a connection', (ctx) => {
  let origin: string;
  let token = '';
  const sockets: TestSocket[] = [];
  /** A member token for the demo member with other audience or lifetime, signed with the app's key. */
  const tokenLike = (audience: 'member' | 'signup' | 'join', ttlSeconds: number) => {
    const { sub, exp: _exp, iat: _iat, aud: _aud, iss: _iss, ...claims } = decodeJwt(token);
    return new TokenService(ctx().config.JWT_SECRET).sign(claims, audience, ttlSeconds, sub);
  };

  beforeAll(async () => {
    origin = await listenOnFreePort(ctx().app);
    token = await ctx().login(DEMO.member.email, DEMO.member.password);
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('refuses the app’s other tokens (sign-up, join) for the same account, and an Origin of null', async () => {
    for (const audience of ['signup', 'join'] as const) {
      await expect(connected(openSocket(origin, { token: await tokenLike(audience, 600) }))).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    await expect(connected(openSocket(origin, { token, originHeader: 'null' }))).rejects.toMatchObject({
      message: REALTIME_ERRORS.BAD_ORIGIN,
      code: 'BAD_ORIGIN',
    });
  });

  it('closes a socket when its token expires so that the client reconnects, and refuses the expired token', async () => {
    let current = await tokenLike('member', 2);
    const socket = reconnectingSocket(origin, () => current);
    sockets.push(socket);
    await connected(socket);
    // A client that the server disconnects on purpose ('io server disconnect') never reconnects by itself,
    // so the SPA would sit offline instead of hearing that the session ended.
    expect(await nextDisconnect(socket)).toBe('transport close');
    expect(await nextConnectError(socket)).toEqual({ code: 'UNAUTHORIZED' });

    // A page that meanwhile holds a newer token (POST /auth/favorite) carries on with it.
    current = token;
    socket.connect();
    await connected(socket);
    expect(socket.connected).toBe(true);
  });
});

it('closing a server instance lets its clients reconnect (to another instance)', async () => {
  const instance = await startTestApp('pglite');
  try {
    const origin = await listenOnFreePort(instance.context.app);
    const token = await instance.context.login(DEMO.member.email, DEMO.member.password);
    const socket = reconnectingSocket(origin, () => token);
    try {
      await connected(socket);
      const reason = nextDisconnect(socket);
      await instance.context.app.close();
      expect(await reason).toBe('transport close');
      expect(socket.active).toBe(true);
    } finally {
      socket.disconnect();
    }
  } finally {
    await instance.stop();
  }
}, 60_000);

describeEachDatabase(
  'realtime channel: handshakes per account and per address (REALTIME_CONNECT_LIMIT_PER_*)',
  (ctx) => {
    const ACCOUNT_LIMIT = 3;
    const ADDRESS_LIMIT = 5;
    let origin: string;
    beforeAll(async () => {
      origin = await listenOnFreePort(ctx().app);
    });

    /** One handshake from `address` (X-Forwarded-For, honoured with TRUST_PROXY); the connect_error code or 'connected'. */
    const handshake = async (address: string, token?: string) => {
      const socket: TestSocket = io(origin, {
        path: REALTIME_PATH,
        auth: token === undefined ? {} : { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { origin, 'x-forwarded-for': address },
      });
      try {
        await connected(socket);
        return { code: 'connected' as const, message: '' };
      } catch (error) {
        return { code: (error as { code?: string }).code, message: (error as Error).message };
      } finally {
        socket.disconnect();
      }
    };

    it('refuses an account that connects too often, from any address, with RATE_LIMITED; others connect', async () => {
      const token = await ctx().login(DEMO.member.email, DEMO.member.password);
      const answers = [];
      // Fixed windows of a minute: twice the limit plus one spans at most two, so one of them goes over.
      for (let attempt = 0; attempt < 2 * ACCOUNT_LIMIT + 1; attempt += 1) {
        answers.push(await handshake(`10.1.0.${attempt + 1}`, token));
      }
      expect(answers[0]!.code).toBe('connected');
      expect(answers.find((answer) => answer.code !== 'connected')).toEqual({
        code: 'RATE_LIMITED',
        message: REALTIME_ERRORS.RATE_LIMITED,
      });
      // Not a logout: the token is still good for the API.
      expect((await ctx().asMember(token, { method: 'GET', url: '/contacts/profile' })).statusCode).toBe(200);
      // Another account is not held back by this one's count.
      const trainer = await ctx().login(DEMO.trainer.email, DEMO.trainer.password);
      expect((await handshake('10.1.0.1', trainer)).code).toBe('connected');
    });

    it('refuses an address that opens too many handshakes, bad tokens included; other addresses connect', async () => {
      const answers = [];
      for (let attempt = 0; attempt < 2 * ADDRESS_LIMIT + 1; attempt += 1) answers.push(await handshake('10.2.0.1'));
      expect(answers[0]!.code).toBe('UNAUTHORIZED');
      expect(answers.map((answer) => answer.code)).toContain('RATE_LIMITED');

      const staff = await ctx().login(DEMO.staff.email, DEMO.staff.password);
      const fromTheSameAddress = await handshake('10.2.0.1', staff);
      expect(fromTheSameAddress.code).toBe('RATE_LIMITED');
      expect((await handshake('10.2.0.2', staff)).code).toBe('connected');
    });
  },
  {
    TRUST_PROXY: 'true',
    REALTIME_CONNECT_LIMIT_PER_ACCOUNT: '3',
    REALTIME_CONNECT_LIMIT_PER_ADDRESS: '5',
  },
);
