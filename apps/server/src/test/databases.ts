import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh Postgres database per test file on the server at TEST_DATABASE_URL, dropped afterwards,
 * so that no run relies on what an earlier one left. Empty, or a copy of `template` (a database of this run's
 * that nobody is connected to: test/global-setup.ts makes one migrated and seeded).
 */
export async function createScratchDatabase(
  baseUrl: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gym_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
