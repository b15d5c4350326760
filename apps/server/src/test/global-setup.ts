import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { PasswordHasher } from '../lib/passwords';
import { TEMPLATE_PASSWORD_HASH_COST } from './template-settings';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumpDataDir() file of a PGlite database migrated and seeded with the demo data (config PGLITE_TEMPLATE). */
    pgliteTemplate?: string;
    /** A Postgres database on TEST_DATABASE_URL's server, migrated and seeded with the demo data, to copy. */
    postgresTemplate?: string;
  }
}

/**
 * The server project's global setup: migrating and seeding a database takes seconds, and every test file starts
 * apps on fresh ones. This does it once per run for each engine, with the same migrate and seed as the app's
 * database plugin; test/app.ts starts a test app's database as a copy when its configuration seeds the demo data
 * (on start, the plugin still migrates and seeds it: nothing to do). Removed at the end of the run.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const [pgliteTemplate, postgresTemplate] = await Promise.all([
    createPgliteTemplate(),
    baseUrl ? createPostgresTemplate(baseUrl) : undefined,
  ]);
  project.provide('pgliteTemplate', pgliteTemplate.file);
  project.provide('postgresTemplate', postgresTemplate?.name);
  return async () => {
    await pgliteTemplate.remove();
    await postgresTemplate?.drop();
  };
}

async function createPgliteTemplate(): Promise<{ file: string; remove(): Promise<void> }> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    await seed(handle.db, { demoAccounts: true, passwords: new PasswordHasher(TEMPLATE_PASSWORD_HASH_COST) });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gym-pglite-template-'));
    const file = path.join(dir, 'pgdata.tar.gz');
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    fs.writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return { file, remove: () => fs.promises.rm(dir, { recursive: true, force: true }) };
  } finally {
    await handle.close();
  }
}

async function createPostgresTemplate(baseUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `gym_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: Postgres copies only a template that nobody is connected to.
  const handle = await openDatabase({ url: url.toString(), dataDir: '' });
  try {
    await handle.migrate();
    await seed(handle.db, { demoAccounts: true, passwords: new PasswordHasher(TEMPLATE_PASSWORD_HASH_COST) });
  } finally {
    await handle.close();
  }
  // Nobody connects to it again: every test copies it.
  await admin(`alter database ${name} with allow_connections false`);
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
