import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Connections to the Redis that several server instances share (REDIS_URL). */
export interface RedisConnections {
  /** The start of every key and channel (REDIS_KEY_PREFIX). */
  prefix: string;
  /** For ordinary commands (rate-limit counters); they fail within a second while Redis is away. */
  client: Redis;
  /**
   * Another connection, closed with the app: for a subscriber, which cannot run ordinary commands. Commands fail
   * at once while it is disconnected unless `queueWhileOffline` (a subscriber's subscriptions, made before it
   * has connected, must wait for it).
   */
  open(name: string, options?: { queueWhileOffline?: boolean }): Redis;
  /**
   * Says in the log, at most every 10 s per use, that a use of Redis carries on without it
   * (docs/decisions/0022); `use` names it (a counter's name, the realtime fan-out).
   */
  degraded(use: string, error: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis when REDIS_URL is set; null when this process works alone. */
    redis: RedisConnections | null;
  }
}

/** Gives up the first connection after this long, so a wrong REDIS_URL stops the start with a clear error. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A command that gets no answer in this long fails (a frozen Redis or network): every use has a way to carry on
 * without Redis (docs/decisions/0022), and a request must not wait for it longer than this.
 */
const COMMAND_TIMEOUT_MS = 1000;

/** How often a use that carries on without Redis says so in the log. */
const DEGRADED_LOG_INTERVAL_MS = 10_000;

/**
 * app.redis. The first connection must succeed before the app starts (a server that cannot reach the shared
 * Redis would silently work alone); later drops reconnect on their own, and meanwhile commands fail fast rather
 * than wait. Every connection closes with the app.
 */
export const redisPlugin = fp<{ url?: string; prefix: string }>(
  async (app: FastifyInstance, { url, prefix }) => {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const connections: Redis[] = [];
    const open = (name: string, { queueWhileOffline = false } = {}) => {
      const connection = new Redis(url, {
        connectionName: `${prefix}${name}`,
        connectTimeout: CONNECT_TIMEOUT_MS,
        // By default a command sent while Redis is away waits in a queue through 20 reconnection attempts and
        // then rejects: requests hung for seconds, and an unhandled publish rejection crashed the process.
        enableOfflineQueue: queueWhileOffline,
        maxRetriesPerRequest: queueWhileOffline ? 20 : 0,
        ...(queueWhileOffline ? {} : { commandTimeout: COMMAND_TIMEOUT_MS }),
      });
      connection.on('error', (error: Error) => app.log.warn({ err: error, redis: name }, 'redis connection error'));
      connections.push(connection);
      return connection;
    };
    app.addHook('onClose', async () => {
      await Promise.all(connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
    });

    const client = open('commands');
    let timer: NodeJS.Timeout | undefined;
    try {
      // The connection itself first: without an offline queue, a command sent before it would fail at once.
      await new Promise<void>((resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
        client.once('ready', () => resolve());
      });
      await client.ping();
    } catch (error) {
      client.disconnect();
      throw new Error(`Redis at REDIS_URL did not answer: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }

    const lastWarned = new Map<string, number>();
    const degraded = (use: string, error: unknown) => {
      const now = Date.now();
      if (now - (lastWarned.get(use) ?? 0) < DEGRADED_LOG_INTERVAL_MS) return;
      lastWarned.set(use, now);
      app.log.warn({ err: error, redis: use }, 'redis unavailable: carrying on without it');
    };
    app.decorate('redis', { prefix, client, open, degraded });
  },
  { name: 'redis' },
);
