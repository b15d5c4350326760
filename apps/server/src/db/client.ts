import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Tracer } from '@opentelemetry/api';
import { closeWhenFrozen, type PoolTimeouts, poolBounds } from './pool-bounds';
import * as schema from './schema';
import { tracePglite, tracePool } from './traced-queries';

export type Schema = typeof schema;
/** One type for both engines: PGlite is Postgres, so the same queries run on either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Plain SQL text on the same connections as `db`, for a library that brings its own queries (the job queue):
 * with values as one parameterised statement; without, as a script of several statements.
 */
export interface RawSql {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A Postgres pool's connections as the metrics show them (docs/decisions/0056). */
export interface PoolFigures {
  inUse: number;
  idle: number;
  /** Queries waiting for a connection to come free. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  raw: RawSql;
  engine: 'pglite' | 'postgres';
  /** The embedded database itself, for what only it can do (a backup's dump, db/backup.ts); null on Postgres. */
  pglite: PGlite | null;
  /** The pool's connections now; null for PGlite, which is one connection inside this process. */
  pool(): PoolFigures | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The generated migrations (beside the bundle in apps/server/dist: scripts/server-build.mjs copies them). */
export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Postgres extensions the migrations create, built into PGlite: trigram matching for the staff's member search, and
 * btree_gist for the exclusion constraints that keep a trainer's sessions apart (docs/decisions/0053).
 */
const extensions = { pg_trgm, btree_gist };

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
  /**
   * Tests only (config PGLITE_TEMPLATE): a PGlite data directory dumped with dumpDataDir() that an in-memory
   * database starts as, instead of an empty one (test/global-setup.ts migrates and seeds it once per run).
   */
  template?: string;
  /** With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), each query of a traced request or job is a span. */
  tracer?: Tracer | null;
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
    if (options.tracer) tracePool(pool, options.tracer);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      raw: { executeSql: (text, values) => pool.query(text, values) },
      engine: 'postgres',
      pglite: null,
      pool: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== 'memory://') fs.mkdirSync(options.dataDir, { recursive: true });
  const client =
    options.template && options.dataDir === 'memory://'
      ? await PGlite.create({ dataDir: 'memory://', loadDataDir: await templateDump(options.template), extensions })
      : await PGlite.create({ dataDir: options.dataDir, extensions });
  if (options.tracer) tracePglite(client, options.tracer);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    raw: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        // PGlite's query() takes one statement; a script goes through exec(), whose last result is the answer.
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    engine: 'pglite',
    pglite: client,
    pool: () => null,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** The template dumps read so far in this process: a test file starts several apps from the same one. */
const templateDumps = new Map<string, Promise<Blob>>();

function templateDump(file: string): Promise<Blob> {
  let dump = templateDumps.get(file);
  if (!dump) {
    dump = fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
    templateDumps.set(file, dump);
  }
  return dump;
}
