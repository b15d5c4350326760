import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { closeWhenFrozen, type PoolTimeouts, poolBounds } from './pool-bounds';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both engines: PGlite is Postgres, so the same queries run on either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens Postgres when a URL is given, otherwise PGlite: in `dataDir` on disk,
 * or in memory when `dataDir` is 'memory://' (tests).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** Bounds for a Postgres pool that serves requests; none for one that migrates (a lock wait may be long). */
  timeouts?: PoolTimeouts;
  /** An idle Postgres connection that failed; the pool drops it and opens another when needed. */
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, ...poolBounds(options.timeouts) });
    // The server ending an idle connection (a restart, an administrator, a test database dropped right after
    // pool.end(), which resolves before the sockets close) is an 'error' on the pool: unhandled, it would crash
    // the process.
    pool.on('error', (error) => options.onIdleError?.(error));
    pool.on('connect', (client) => {
      // A connection lost while checked out (a transaction's) is an 'error' on its client, which the pool listens
      // to only while the client is idle: unhandled, it would crash the process. The query it broke fails with
      // it, and the pool drops the client when it comes back.
      client.on('error', () => {});
      if (options.timeouts) closeWhenFrozen(client);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== 'memory://') fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
