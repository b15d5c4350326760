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
