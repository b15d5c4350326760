import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { type Database, type RawSql, openDatabase } from '../db/client';
import type { PoolTimeouts } from '../db/pool-bounds';
import { seed } from '../db/seed';
import type { PasswordHasher } from '../lib/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The same database for libraries that bring their own SQL (the job queue). */
    rawSql: RawSql;
  }
}

// Any fixed number: it names the lock that keeps two instances from migrating one Postgres at once.
const MIGRATION_LOCK_ID = 7_314_001;

export const databasePlugin = fp<{
  url?: string;
  dataDir: string;
  /** Tests only: the PGlite dump an in-memory database starts from (config PGLITE_TEMPLATE). */
  template?: string;
  timeouts: PoolTimeouts;
  seedDemoAccounts: boolean;
  /** Hashes the demo accounts' passwords when the configured cost is not the one their stored hashes have. */
  passwords: PasswordHasher;
}>(
  async (app: FastifyInstance, options) => {
    const onIdleError = (error: Error) =>
      app.log.warn({ err: error }, 'an idle database connection was closed by the server');
    const prepare = async (db: Database, migrate: () => Promise<void>) => {
      await migrate();
      await seed(db, { demoAccounts: options.seedDemoAccounts, passwords: options.passwords, now: app.clock.now() });
    };

    if (options.url) {
      // Migrating and seeding use a pool of their own without the request bounds: another instance may hold the
      // lock for as long as its migration takes. It closes before the serving pool opens.
      const setup = await openDatabase({ url: options.url, dataDir: options.dataDir, onIdleError });
      try {
        // A transaction-scoped lock held on one pooled connection while the migration and seed use the others.
        await setup.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
          await prepare(setup.db, setup.migrate);
        });
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
    });
    app.addHook('onClose', () => handle.close());
    if (handle.engine === 'pglite') await prepare(handle.db, handle.migrate);
    app.log.info({ engine: handle.engine }, 'database ready');
    app.decorate('db', handle.db);
    app.decorate('rawSql', handle.raw);
  },
  { name: 'database' },
);
