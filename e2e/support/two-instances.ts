import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '@gym/server/app';
import { createScratchDatabase } from '@gym/server/test/databases';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface TwoInstancesOptions {
  /** A Postgres server (TEST_DATABASE_URL): a scratch database is made on it for this run and dropped after. */
  databaseUrl: string;
  /** A Redis (TEST_REDIS_URL): this run's keys and channels get a prefix of their own, deleted after. */
  redisUrl: string;
}

/**
 * Two instances of the whole app (API, realtime channel, SPA) in this process, as production runs several
 * servers: one Postgres database, one Redis, each instance on its own 127.0.0.1 port. Call it at the level of
 * a describe block; `origins()` gives the instances' origins once its beforeAll has run.
 *
 * Each browser talks to its own instance's origin. The realtime handshake accepts the app's origins and
 * PUBLIC_URL; an app listening on port 0 cannot be told its origin beforehand, but it adds the origins it
 * listens on to its own (plugins/billing.ts, onListen), which the start checks.
 */
export function useTwoInstances({ databaseUrl, redisUrl }: TwoInstancesOptions) {
  const apps: App[] = [];
  const origins: string[] = [];
  const prefix = `gym-e2e-${randomBytes(4).toString('hex')}:`;
  let dropDatabase: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;

  /** Undoes whatever the start got to, even half of it; every step runs even when one before it failed. */
  async function stop() {
    const failures: unknown[] = [];
    const attempt = async (step: () => Promise<unknown>) => {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    };
    const redis = apps[0]?.redis;
    if (redis) await attempt(() => deleteKeys(redis.client, prefix));
    for (const app of apps.splice(0)) await attempt(() => app.close());
    origins.length = 0;
    if (dropDatabase) await attempt(dropDatabase);
    dropDatabase = undefined;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
    if (failures.length > 0) throw new AggregateError(failures, '[e2e] stopping the two instances failed');
  }

  beforeAll(async () => {
    try {
      const { buildApp } = await import('@gym/server/app');
      const { loadConfig } = await import('@gym/server/config');
      const scratch = await createScratchDatabase(databaseUrl);
      dropDatabase = scratch.drop;
      // One files directory for both, as instances share their storage volume.
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-e2e-two-'));
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
        LOG_LEVEL: 'warn',
        // The same build as the run's own app (e2e/support/global-setup.ts checked that it exists).
        WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'),
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
        LOGIN_RATE_LIMIT_PER_ADDRESS: '1000',
        PASSWORD_HASH_COST: 'test-only-low',
      });
      // One after the other: each start migrates and seeds the demo accounts; the second finds them there.
      for (let instance = 0; instance < 2; instance += 1) {
        const app = await buildApp(config);
        apps.push(app);
        await app.listen({ host: '127.0.0.1', port: 0 });
        const address = app.server.address();
        if (!address || typeof address === 'string') throw new Error('[e2e] an instance is not on a TCP port');
        const origin = `http://127.0.0.1:${address.port}`;
        if (!app.appOrigins.has(origin)) throw new Error(`[e2e] the instance at ${origin} does not accept its origin`);
        origins.push(origin);
      }
    } catch (error) {
      await stop().catch((stopError: unknown) => console.error(stopError));
      throw error;
    }
  }, 180_000);

  afterAll(stop, 60_000);

  return {
    /** Instance A's and instance B's origins, e.g. http://127.0.0.1:41327 (no trailing slash). */
    origins(): [string, string] {
      const [a, b] = origins;
      if (!a || !b) throw new Error('[e2e] the two instances are not running (call origins() inside a test)');
      return [a, b];
    },
  };
}

/** Deletes every key that starts with `prefix` (the rate-limit counters; socket.io's adapter only publishes). */
async function deleteKeys(client: NonNullable<App['redis']>['client'], prefix: string) {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
