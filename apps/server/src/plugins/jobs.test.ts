import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { ledgerEntries } from '../db/schema';
import { type Engine, testConfig } from '../test/app';
import { createScratchDatabase } from '../test/databases';
import { rows } from '../test/join-kit';

/** Polls until `probe` answers true, for at most `ms`. */
async function until(probe: () => Promise<boolean>, ms = 15_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return probe();
}

for (const engine of ['pglite', 'postgres'] as Engine[]) {
  const available = engine === 'pglite' || Boolean(process.env.TEST_DATABASE_URL);
  const title = available
    ? `the job queue (pg-boss) on ${engine}`
    : 'the job queue on postgres [skipped: TEST_DATABASE_URL is not set]';
  (available ? describe : describe.skip)(title, () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let app: Awaited<ReturnType<typeof buildApp>>;
    const ran: string[] = [];

    beforeAll(async () => {
      scratch = engine === 'postgres' ? await createScratchDatabase(process.env.TEST_DATABASE_URL!) : undefined;
      const config = testConfig({ JOBS: 'on', ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
      app = await buildApp(config, { logger: false });
      app.jobs.define({ name: 'test-before-ready', onStart: 'before-ready', handler: async () => ran.push('ready') });
      app.jobs.define({ name: 'test-queued', onStart: 'queued', handler: async () => ran.push('queued') });
      app.jobs.define({
        name: 'test-sent',
        handler: async (data: { word?: string }) => ran.push(`sent ${data.word}`),
      });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await scratch?.drop();
    });

    it('runs a before-ready job before the app is ready, and a queued one soon after', async () => {
      expect(ran[0]).toBe('ready');
      expect(await until(async () => ran.includes('queued'))).toBe(true);
    });

    it('runs a job sent to it, with its data', async () => {
      await app.jobs.send('test-sent', { word: 'hello' });
      expect(await until(async () => ran.includes('sent hello'))).toBe(true);
    });

    it("queues the billing run when the app starts: the demo members' dues are posted without anyone asking", async () => {
      const posted = async () =>
        (await app.db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.kind, 'dues')))
          .length > 0;
      expect(await until(posted, 30_000)).toBe(true);
    });

    it('keeps its tables in their own schema and schedules the billing run hourly in the clubs’ time zone', async () => {
      const schedules = await rows<{ name: string; cron: string; timezone: string }>(
        app.db,
        sql`select name, cron, timezone from pgboss.schedule order by name`,
      );
      expect(schedules).toEqual(
        expect.arrayContaining([
          { name: 'billing-run', cron: '5 * * * *', timezone: 'America/Los_Angeles' },
          { name: 'join-maintenance', cron: '* * * * *', timezone: 'America/Los_Angeles' },
          { name: 'payment-reconciliation', cron: '* * * * *', timezone: 'America/Los_Angeles' },
          // Abandoned sign-ups and a deletion's kept records past their retention (docs/decisions/0054).
          { name: 'privacy-retention', cron: '30 3 * * *', timezone: 'America/Los_Angeles' },
        ]),
      );
    });
  });
}
