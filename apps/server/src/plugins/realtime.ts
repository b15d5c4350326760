import type { IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import {
  type ClientToServerEvents,
  REALTIME_CONNECT_WINDOW_MS,
  REALTIME_ERRORS,
  REALTIME_PATH,
  type RealtimeErrorCode,
  type ServerToClientEvents,
  type SocketData,
} from '@gym/contracts/realtime';
import type { Config } from '../config';
import { isDependencyUnavailable } from '../lib/dependency-errors';
import { TokenService } from '../lib/tokens';
import { windowCounter } from '../lib/window-counter';
import { type AccountSessions, verifyMemberToken } from './member-auth';
import type { RedisConnections } from './redis';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

type PresenceListener = (userId: string, socket: RealtimeSocket) => Promise<void>;

/** The realtime channel as the feature modules use it. */
export interface Realtime {
  io: RealtimeServer;
  /** The room every socket of one account is in (on every instance, through the adapter). */
  room(userId: string): string;
  /** Which of these accounts has a connected socket now, on any instance. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /**
   * Runs for every socket that connects, after it joined its room (listeners run in order of registration).
   * Not only for the first of an account: two tabs opening at once would both see the other.
   */
  onSocketConnected(listener: PresenceListener): void;
  /** Runs when an account's last socket has closed. */
  onLastSocket(listener: PresenceListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const room = (userId: string) => `user:${userId}`;

function refusal(code: RealtimeErrorCode): Error {
  return Object.assign(new Error(REALTIME_ERRORS[code]), { data: { code } });
}

/** The member token: the handshake's auth.token, or an Authorization: Bearer header (non-browser clients). */
function handshakeToken(handshake: { auth: Record<string, unknown>; headers: IncomingMessage['headers'] }) {
  if (typeof handshake.auth.token === 'string' && handshake.auth.token) return handshake.auth.token;
  return /^Bearer\s+(\S+)$/i.exec(handshake.headers.authorization?.trim() ?? '')?.[1] ?? null;
}

/**
 * The client's address as Fastify's request.ip reads it: with TRUST_PROXY (trustProxy: true) the first
 * X-Forwarded-For entry, else the connection's own address.
 */
function handshakeAddress(handshake: { address: string; headers: IncomingMessage['headers'] }, trustProxy: boolean) {
  const forwarded = handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : handshake.address;
}

/**
 * The socket.io Redis adapter: emits reach the rooms' sockets on every instance. While Redis is away an emit
 * reaches this instance's sockets only (docs/decisions/0022): the publish for the others fails at once (no offline
 * queue to replay stale events from later) and is logged, not left unhandled, which would end the process.
 */
function redisAdapter(redis: RedisConnections) {
  const pub = redis.open('socket.io-pub');
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
  pub.publish = ((...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch((error: unknown) => redis.degraded('realtime', error));
    return sent;
  }) as typeof pub.publish;
  // The subscriber's subscriptions are sent before it has connected: they wait for it.
  const sub = redis.open('socket.io-sub', { queueWhileOffline: true });
  return createAdapter(pub, sub, { key: `${redis.prefix}socket.io` });
}

/**
 * socket.io on the app's own HTTP server at /socket.io (decisions.md item 14; docs/decisions/0015, 0016).
 * The handshake needs a member token and, when the request carries an Origin (every browser's cross-site
 * request does), one of the app's origins, and at most so many handshakes a minute per address and per account
 * (docs/decisions/0021); anything else gets a connect_error with a REALTIME_ERRORS text.
 * Each socket joins its account's room. With app.redis the rooms span every instance (Redis adapter).
 */
export const realtimePlugin = fp<{ config: Config; accounts: AccountSessions }>(
  async (app: FastifyInstance, { config, accounts }) => {
    const tokens = new TokenService(config.JWT_SECRET, config.JWT_PREVIOUS_SECRETS);
    // The handshake checks the token against its account like a member route does (docs/decisions/0020).
    const allowedOrigin = (origin: string) => app.appOrigins.has(origin) || origin === config.PUBLIC_URL;
    /** Set when the app starts closing: a reconnecting client must go to another instance, not this one. */
    let closing = false;

    const io: RealtimeServer = new Server(app.server, {
      path: REALTIME_PATH,
      serveClient: false,
      // Same origin as the SPA: no CORS headers. Requests after the handshake (polling, the upgrade to a
      // WebSocket) are refused here when their Origin is foreign; the handshake itself is checked below so
      // that the refusal carries a message.
      allowRequest: (request, callback) => {
        if (closing) return callback('the server is shutting down', false);
        const origin = request.headers.origin;
        const handshake = !new URL(request.url ?? '/', 'http://localhost').searchParams.has('sid');
        callback(null, handshake || origin === undefined || allowedOrigin(origin));
      },
      maxHttpBufferSize: 100_000,
    });
    if (app.redis) io.adapter(redisAdapter(app.redis));

    // Each handshake that gets past the Origin check counts, for its address and then for its account: every
    // connection and disconnection tells the account's contacts and reads the database (docs/decisions/0021).
    // In Redis when the app has it, so that a client going from instance to instance meets one count.
    const connectsPerAddress = windowCounter({
      name: 'realtime-connects:ip',
      limit: config.REALTIME_CONNECT_LIMIT_PER_ADDRESS,
      windowMs: REALTIME_CONNECT_WINDOW_MS,
      redis: app.redis,
      onRefused: app.metrics.refusedBy,
    });
    const connectsPerAccount = windowCounter({
      name: 'realtime-connects:account',
      limit: config.REALTIME_CONNECT_LIMIT_PER_ACCOUNT,
      windowMs: REALTIME_CONNECT_WINDOW_MS,
      redis: app.redis,
      onRefused: app.metrics.refusedBy,
    });

    /** The handshake's refusal, or undefined when it may connect (then socket.data is set). */
    const admit = async (socket: RealtimeSocket): Promise<Error | undefined> => {
      const origin = socket.handshake.headers.origin;
      if (origin !== undefined && !allowedOrigin(origin)) return refusal('BAD_ORIGIN');
      // Before the token's check, which reads the account: a stream of bad tokens counts too.
      if (!(await connectsPerAddress.take(handshakeAddress(socket.handshake, config.TRUST_PROXY)))) {
        return refusal('RATE_LIMITED');
      }
      const token = handshakeToken(socket.handshake);
      const member = token ? await verifyMemberToken(tokens, accounts, token) : null;
      if (!token || !member) return refusal('UNAUTHORIZED');
      if (!(await connectsPerAccount.take(member.id))) return refusal('RATE_LIMITED');
      socket.data = { userId: member.id, role: member.role };
      // A socket lives no longer than its token. Its connection is closed rather than the socket disconnected:
      // a client told 'io server disconnect' never reconnects, while after a closed connection it does, with
      // its newest token; an expired one is refused, and the SPA logs out.
      const expiresAt = decodeJwt(token).exp;
      if (expiresAt) {
        const timer = setTimeout(() => socket.conn.close(), Math.max(0, expiresAt * 1000 - Date.now()));
        socket.once('disconnect', () => clearTimeout(timer));
      }
      return undefined;
    };
    io.use((socket, next) => {
      admit(socket).then(next, (error: unknown) => {
        // The database is away (the token's account could not be read): a refusal the client retries later,
        // not the driver's message (docs/decisions/0022).
        if (isDependencyUnavailable(error)) {
          app.log.warn({ err: error }, 'realtime: handshake refused, a dependency is unavailable');
          return next(refusal('SERVICE_UNAVAILABLE'));
        }
        next(error instanceof Error ? error : new Error(String(error)));
      });
    });

    const connectedListeners: PresenceListener[] = [];
    const lastSocketListeners: PresenceListener[] = [];
    // Presence work still running; closing the app waits for it (it reads the database).
    const pending = new Set<Promise<void>>();
    const track = (work: Promise<void>) => {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    };
    /**
     * The sockets in these rooms on every instance; while Redis is away, on this one (the others cannot be asked:
     * docs/decisions/0022), rather than failing what asked.
     */
    const fetchSockets = async (rooms: string | string[]) => {
      try {
        return await io.in(rooms).fetchSockets();
      } catch (error) {
        app.redis?.degraded('realtime', error);
        return io.local.in(rooms).fetchSockets();
      }
    };
    const socketsOf = async (userId: string) => (await fetchSockets(room(userId))).length;
    const runListeners = async (listeners: PresenceListener[], userId: string, socket: RealtimeSocket) => {
      for (const listener of listeners) await listener(userId, socket);
    };

    io.on('connection', (socket) => {
      const { userId } = socket.data;
      void socket.join(room(userId));
      track(
        (async () => {
          await runListeners(connectedListeners, userId, socket);
        })().catch((error: unknown) => app.log.error({ err: error, userId }, 'realtime: connect bookkeeping failed')),
      );
      socket.on('disconnect', () => {
        track(
          (async () => {
            if ((await socketsOf(userId)) === 0) await runListeners(lastSocketListeners, userId, socket);
          })().catch((error: unknown) =>
            app.log.error({ err: error, userId }, 'realtime: disconnect bookkeeping failed'),
          ),
        );
      });
    });

    app.decorate('realtime', {
      io,
      room,
      async onlineAmong(userIds) {
        if (userIds.length === 0) return new Set<string>();
        const sockets = await fetchSockets(userIds.map(room));
        return new Set(sockets.map((socket) => socket.data.userId));
      },
      onSocketConnected: (listener) => connectedListeners.push(listener),
      onLastSocket: (listener) => lastSocketListeners.push(listener),
    } satisfies Realtime);

    // Before the HTTP server closes (open WebSockets would hold it) and before the database and Redis close.
    // Only this instance's connections, and closed rather than disconnected (io.local.disconnectSockets() tells
    // clients 'io server disconnect', after which they never reconnect): clients reconnect to another instance,
    // or to this server once it is back; meanwhile this one refuses new connections.
    app.addHook('preClose', async () => {
      closing = true;
      io.engine.close();
      await Promise.allSettled([...pending]);
      await io.of('/').adapter.close();
    });
  },
  { name: 'realtime', dependencies: ['database', 'redis', 'billing', 'metrics'] },
);
