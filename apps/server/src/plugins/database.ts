import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PGlite } from '@electric-sql/pglite';
import type { Tracer } from '@opentelemetry/api';
import { type Database, type PoolFigures, type RawSql, openDatabase } from '../db/client';
import type { PoolTimeouts } from '../db/pool-bounds';
import { MigrationsBehindError, migrateAndSeed, pendingMigrations } from '../db/migrations-step';
import type { PasswordHasher } from '../lib/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The same database for libraries that bring their own SQL (the job queue). */
    rawSql: RawSql;
    /** The embedded database itself when it is PGlite on disk or in memory (a backup's dump); null on Postgres. */
    embeddedDatabase: PGlite | null;
    /** The serving pool's connections now (the metrics' figures); null on PGlite. */
    databasePool(): PoolFigures | null;
  }
}

export const databasePlugin = fp<{
  url?: string;
  dataDir: string;
  /** Tests only: the PGlite dump an in-memory database starts from (config PGLITE_TEMPLATE). */
  template?: string;
  timeouts: PoolTimeouts;
  /**
   * 'on-start' migrates and seeds before serving (under a lock on Postgres); 'never' leaves both to
   * `npm run migrate` and refuses to start on a database whose migrations are behind the code's (DATABASE_MIGRATE).
   */
  migrate: 'on-start' | 'never';
  seedDemoAccounts: boolean;
  /** Hashes the demo accounts' passwords when the configured cost is not the one their stored hashes have. */
  passwords: PasswordHasher;
  /** Each query of a traced request or job as a span (plugins/tracing.ts); none when tracing is off. */
  tracer?: Tracer | null;
}>(
  async (app: FastifyInstance, options) => {
    const onIdleError = (error: Error) =>
      app.log.warn({ err: error }, 'an idle database connection was closed by the server');
    const seedOptions = () => ({
      seedDemoAccounts: options.seedDemoAccounts,
      passwords: options.passwords,
      now: app.clock.now(),
    });

    if (options.url && options.migrate === 'on-start') {
      // Migrating and seeding use a pool of their own without the request bounds: another instance may hold the
      // lock for as long as its migration takes. It closes before the serving pool opens.
      const setup = await openDatabase({ url: options.url, dataDir: options.dataDir, onIdleError });
      try {
        await migrateAndSeed(setup, seedOptions());
      } finally {
        await setup.close();
      }
    }
    const handle = await openDatabase({
      url: options.url,
      dataDir: options.dataDir,
      template: options.template,
      timeouts: options.timeouts,
      onIdleError,
      tracer: options.tracer,
    });
    app.addHook('onClose', () => handle.close());
    if (options.migrate === 'never') {
      const pending = await pendingMigrations(handle);
      if (pending.length > 0) {
        await handle.close();
        throw new MigrationsBehindError(pending);
      }
    } else if (handle.engine === 'pglite') await migrateAndSeed(handle, seedOptions());
    app.log.info({ engine: handle.engine }, 'database ready');
    app.decorate('db', handle.db);
    app.decorate('rawSql', handle.raw);
    app.decorate('embeddedDatabase', handle.pglite);
    app.decorate('databasePool', handle.pool);
  },
  { name: 'database' },
);
