import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { clubs, plans, users } from '../db/schema';
import { DEMO_TRAINERS } from '../db/seed-data/classes';
import { DEMO_ACCOUNTS } from '../db/seed-data/accounts';
import { testConfig } from '../test/app';
import { createScratchDatabase } from '../test/databases';

/** The demo accounts and the clubs' trainers (the demo trainer account is Marin's first). */
const DEMO_USERS = DEMO_ACCOUNTS.length + Object.values(DEMO_TRAINERS).flat().length - 1;

const baseUrl = process.env.TEST_DATABASE_URL;

/** What only a shared Postgres can show: several instances and restarts on one database. */
describe.skipIf(!baseUrl)('database plugin on one Postgres database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl!);
  });
  afterAll(async () => {
    await scratch?.drop();
  });

  const start = () => buildApp(testConfig({ DATABASE_URL: scratch.url }), { logger: false });

  it('lets two instances migrate and seed at the same time without errors or duplicates', async () => {
    const [first, second] = await Promise.all([start(), start()]);
    try {
      await Promise.all([first.ready(), second.ready()]);
      for (const app of [first, second]) {
        expect(await app.db.$count(clubs)).toBe(8);
        expect(await app.db.$count(plans)).toBe(24);
        expect(await app.db.$count(users)).toBe(DEMO_USERS);
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('keeps rows across a restart', async () => {
    const first = await start();
    try {
      await first.db.insert(users).values({
        email: 'restart@example.com',
        firstName: 'Rae',
        lastName: 'Start',
        scanCode: 'TEST-RESTART-1',
      });
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      expect(await second.db.$count(users)).toBe(DEMO_USERS + 1);
      expect(await second.db.$count(clubs)).toBe(8);
    } finally {
      await second.close();
    }
  });
});
