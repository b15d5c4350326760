import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../db/client';
import { seed } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

// Any fixed number: it names the lock that keeps two instances from migrating one Postgres at once.
const MIGRATION_LOCK_ID = 7_314_001;

export const databasePlugin = fp<{ url?: string; dataDir: string; seedDemoAccounts: boolean }>(
  async (app: FastifyInstance, options) => {
    const handle = await openDatabase({
      url: options.url,
      dataDir: options.dataDir,
      onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection was closed by the server'),
    });
    app.addHook('onClose', () => handle.close());

    const prepare = async () => {
      await handle.migrate();
      await seed(handle.db, { demoAccounts: options.seedDemoAccounts });
    };
    if (handle.engine === 'postgres') {
      // A transaction-scoped lock held on one pooled connection while the migration and seed use the others.
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
        await prepare();
      });
    } else {
      await prepare();
    }
    app.log.info({ engine: handle.engine }, 'database ready');
    app.decorate('db', handle.db);
  },
  { name: 'database' },
);
