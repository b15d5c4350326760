import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { REPO_ROOT } from '../config';
import { clubs } from './schema';
import { testConfig } from '../test/app';
import { createScratchDatabase } from '../test/databases';
import { TEMPLATE_PASSWORD_HASH_COST } from '../test/template-settings';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const JOURNAL = path.join(import.meta.dirname, 'migrations/meta/_journal.json');
const TAGS = (JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: { tag: string }[] }).entries.map(
  (entry) => entry.tag,
);

/** `npm run migrate` as an operator runs it: its own process, configured by the environment. */
async function npmRunMigrate(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(TSX, [path.join(REPO_ROOT, 'apps/server/src/scripts/migrate.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: TEMPLATE_PASSWORD_HASH_COST,
      ...env,
    },
    timeout: 120_000,
  });
  return stdout;
}

async function startError(overrides: Record<string, string>): Promise<Error> {
  try {
    const app = await buildApp(testConfig(overrides), { logger: false });
    await app.close();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the app started');
}

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('migrations as their own step, on Postgres', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl!);
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  async function query<T>(text: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it('an instance that does not migrate refuses an empty database, naming what is missing and what to run', async () => {
    const error = await startError({ DATABASE_URL: scratch.url, DATABASE_MIGRATE: 'never' });
    expect(error.message).toContain(`${TAGS.length} migration(s) not applied (${TAGS.join(', ')})`);
    expect(error.message).toContain('run `npm run migrate`');
    // It wrote nothing: no migrations table, no tables of the product.
    expect(
      await query(`select 1 from information_schema.tables where table_name in ('clubs', '__drizzle_migrations')`),
    ).toEqual([]);
  });

  it('starts once `npm run migrate` has run, and refuses again when the database is one migration behind', async () => {
    expect(await npmRunMigrate({ DATABASE_URL: scratch.url })).toContain(
      `Applied ${TAGS.length} migration(s) to the postgres database: ${TAGS[0]},`,
    );
    expect(await npmRunMigrate({ DATABASE_URL: scratch.url })).toContain('The postgres database was up to date');

    const app = await buildApp(testConfig({ DATABASE_URL: scratch.url, DATABASE_MIGRATE: 'never' }), { logger: false });
    try {
      expect(await app.db.$count(clubs)).toBe(8);
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }

    await query(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const error = await startError({ DATABASE_URL: scratch.url, DATABASE_MIGRATE: 'never' });
    expect(error.message).toContain(`1 migration(s) not applied (${TAGS.at(-1)})`);
  }, 180_000);
});

describe('migrations as their own step, on the embedded database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-migrate-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('`npm run migrate` migrates DATA_DIR/db; an instance that does not migrate then starts on it', async () => {
    expect(await npmRunMigrate({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' })).toContain(
      `Applied ${TAGS.length} migration(s) to the pglite database`,
    );
    const app = await buildApp(testConfig({ DATA_DIR: dataDir, DATABASE_MIGRATE: 'never', SEED_DEMO_DATA: 'false' }), {
      logger: false,
    });
    try {
      expect(await app.db.$count(clubs)).toBe(8);
    } finally {
      await app.close();
    }
  }, 180_000);
});
