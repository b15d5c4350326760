import path from 'node:path';
import type { Config } from '../config';

/** Where the database lives: Postgres at DATABASE_URL, else PGlite in DATA_DIR/db (or in memory for tests). */
export function databaseLocation(config: Config): { url?: string; dataDir: string; template?: string } {
  return {
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR === 'memory://' ? 'memory://' : path.join(config.DATA_DIR, 'db'),
    template: config.PGLITE_TEMPLATE,
  };
}

/** The Postgres pool's bounds (DATABASE_*_TIMEOUT_MS); PGlite runs in the process and needs none. */
export function databaseTimeouts(config: Config) {
  return {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleMs: config.DATABASE_IDLE_TIMEOUT_MS,
  };
}
