import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Connections to the Redis that several server instances share (REDIS_URL). */
export interface RedisConnections {
  /** The start of every key and channel (REDIS_KEY_PREFIX). */
  prefix: string;
  /** For ordinary commands (rate-limit counters). */
  client: Redis;
  /** Another connection, closed with the app: for a subscriber, which cannot run ordinary commands. */
  open(name: string): Redis;
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
 * app.redis. The first connection must succeed before the app starts (a server that cannot reach the shared
 * Redis would silently work alone); later drops reconnect on their own. Every connection closes with the app.
 */
export const redisPlugin = fp<{ url?: string; prefix: string }>(
  async (app: FastifyInstance, { url, prefix }) => {
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    const connections: Redis[] = [];
    const open = (name: string) => {
      const connection = new Redis(url, { connectionName: `${prefix}${name}`, connectTimeout: CONNECT_TIMEOUT_MS });
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
      await Promise.race([
        client.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer in ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      client.disconnect();
      throw new Error(`Redis at REDIS_URL did not answer: ${(error as Error).message}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    app.decorate('redis', { prefix, client, open });
  },
  { name: 'redis' },
);
