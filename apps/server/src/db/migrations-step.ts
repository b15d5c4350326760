import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PasswordHasher } from '../lib/passwords';
import { type DatabaseHandle, MIGRATIONS_FOLDER } from './client';
import { seed } from './seed';

/** Drizzle's list of the release's migrations, beside them. */
const JOURNAL = path.join(MIGRATIONS_FOLDER, 'meta/_journal.json');

// Any fixed number: it names the lock that keeps two instances (or `npm run migrate`) from migrating one Postgres
// at once.
const MIGRATION_LOCK_ID = 7_314_001;

export interface SeedOptions {
  seedDemoAccounts: boolean;
  /** Hashes the demo accounts' passwords when the configured cost is not the one their stored hashes have. */
  passwords: PasswordHasher;
  now: Date;
}

/**
 * The migrations, then the seed (idempotent): at an instance's start (DATABASE_MIGRATE=on-start) or as a step of
 * its own before a rollout (`npm run migrate`). On Postgres under an advisory lock, so that another instance waits
 * and then finds nothing left to do; `handle` must be a pool without the request bounds (a lock wait may be long).
 */
export async function migrateAndSeed(handle: DatabaseHandle, options: SeedOptions): Promise<void> {
  const prepare = async () => {
    await handle.migrate();
    await seed(handle.db, { demoAccounts: options.seedDemoAccounts, passwords: options.passwords, now: options.now });
  };
  if (handle.engine === 'pglite') return prepare();
  // A transaction-scoped lock held on one pooled connection while the migration and seed use the others.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await prepare();
  });
}

/**
 * This release's migrations that the database has not had, by name, oldest first (Drizzle applies those newer
 * than the last one it recorded in drizzle.__drizzle_migrations). A database ahead of the code (an older instance
 * during a rollout, after `npm run migrate`) has none pending.
 */
export async function pendingMigrations(handle: DatabaseHandle): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: { when: number; tag: string }[] };
  // Postgres resolves every table a statement names before running it: the table's existence is asked first.
  const exists = await handle.raw.executeSql(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as yes`,
    [],
  );
  const last = (exists.rows[0] as { yes: boolean }).yes
    ? (
        (await handle.raw.executeSql('select max(created_at)::text as last from drizzle.__drizzle_migrations', []))
          .rows[0] as { last: string | null }
      ).last
    : null;
  const lastApplied = last === null ? -Infinity : Number(last);
  return journal.entries.filter((entry) => entry.when > lastApplied).map((entry) => entry.tag);
}

export class MigrationsBehindError extends Error {
  constructor(readonly pending: string[]) {
    super(
      `The database is behind this release: ${pending.length} migration(s) not applied (${pending.join(', ')}). ` +
        'This instance does not migrate (DATABASE_MIGRATE=never) and will not start: run `npm run migrate` ' +
        'against the same database first (docs/deploy.md, "Migrations before a rollout").',
    );
    this.name = 'MigrationsBehindError';
  }
}
