import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../config';
import { type DatabaseHandle, openDatabase } from '../../../db/client';
import { seedReferenceData } from '../../../db/seed';
import { ManualClock } from '../../../lib/clock';
import { clubDayStart } from '../../../lib/club-date';
import { billingProviderFromConfig } from '../../../providers/billing';
import { testConfig } from '../../../test/app';
import { createScratchDatabase } from '../../../test/databases';
import {
  BILLING_COMMAND,
  type BillingProgress,
  auditBillingRun,
  auditFailures,
  billingProgress,
  createBillingMembers,
} from './billing-fixtures';
import { createBillingRun } from './billing-run.module';

const databaseUrl = process.env.TEST_DATABASE_URL;
const BILLING_DAY = '2027-01-01';
const PERIOD = '2027-01-01';
/** A scratch Postgres database, migrated, with the reference data and `count` members to bill. */
async function billingDatabase(count: number) {
  const scratch = await createScratchDatabase(databaseUrl as string);
  const handle = await openDatabase({ url: scratch.url, dataDir: '' });
  await handle.migrate();
  await seedReferenceData(handle.db);
  const members = await createBillingMembers(handle.db, { count, period: PERIOD });
  return { scratch, handle, count, members };
}
type BillingDatabase = Awaited<ReturnType<typeof billingDatabase>>;

/** The billing command as an operator runs it, in a child process of its own (its files, the receipts, in `dataDir`). */
function billingCommand(
  url: string,
  dataDir: string,
): { child: ChildProcess; exited: Promise<NodeJS.Signals | number> } {
  const child = spawn(process.execPath, [...BILLING_COMMAND, '--date', BILLING_DAY], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal === null) reject(new Error(`the billing command exited with ${code}:\n${output}`));
      else resolve(signal ?? code!);
    });
  });
  return { child, exited };
}

/** Runs the command until `stop` holds (polled every 10 ms), then SIGKILLs it; answers how it ended. */
async function runUntil(
  { scratch, handle }: BillingDatabase,
  dataDir: string,
  stop: (now: BillingProgress) => boolean,
): Promise<NodeJS.Signals | number> {
  const { child, exited } = billingCommand(scratch.url, dataDir);
  let ended = false;
  void exited.finally(() => (ended = true)).catch(() => {});
  while (!ended && !stop(await billingProgress(handle.db, PERIOD))) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  return exited;
}

(databaseUrl ? describe : describe.skip)(
  databaseUrl
    ? 'billing runs on Postgres: two at once, and one killed mid-run'
    : 'billing runs on Postgres: skipped, TEST_DATABASE_URL is not set',
  () => {
    describe('two instances at once', () => {
      let setup: BillingDatabase;
      const pools: DatabaseHandle[] = [];
      beforeAll(async () => {
        // Twenty batches of 100 for each instance: enough for their batches to meet while both record them.
        setup = await billingDatabase(2000);
      }, 60_000);
      afterAll(async () => {
        for (const pool of pools) await pool.close();
        await setup?.handle.close();
        await setup?.scratch.drop();
      });

      it('bills every membership once and charges once per key', async () => {
        const clock = new ManualClock(new Date(clubDayStart(BILLING_DAY).getTime() + 3_600_000));
        const log = pino({ level: 'silent' });
        const instances = [];
        for (let index = 0; index < 2; index += 1) {
          // Each instance on its own pool with its own provider client, as two server processes would be.
          const handle = await openDatabase({ url: setup.scratch.url, dataDir: '' });
          pools.push(handle);
          const provider = await billingProviderFromConfig(testConfig(), { db: handle.db, logger: log });
          instances.push(
            createBillingRun({ db: handle.db, provider, clock, retryDays: [3, 7], log }, { batchSize: 100 }),
          );
        }

        const reports = await Promise.all(instances.map((instance) => instance.run()));

        // Each dues entry was written by exactly one of the two.
        expect(reports[0]!.duesPosted + reports[1]!.duesPosted).toBe(setup.count);
        const audit = await auditBillingRun(setup.handle.db, PERIOD);
        expect(auditFailures(audit)).toBe('');
        expect(audit).toMatchObject({
          billable: setup.count,
          duesPosted: setup.count,
          charged: setup.members.approving,
          declined: setup.members.declining,
          providerCharges: setup.count,
        });
      });
    });

    describe('the billing command killed mid-run', () => {
      let setup: BillingDatabase;
      let dataDir: string;
      beforeAll(async () => {
        dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-billing-crash-'));
        // Over one batch (500), so a run killed while charging has a recorded batch behind it and one in flight.
        setup = await billingDatabase(600);
      }, 60_000);
      afterAll(async () => {
        await setup?.handle.close();
        await setup?.scratch.drop();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      });

      it('finishes on the next run without a duplicate or a miss', async () => {
        // Killed once dues are in the ledger, then again once the provider has charged some of the month.
        expect(await runUntil(setup, dataDir, (now) => now.dues > 0)).toBe('SIGKILL');
        expect(await runUntil(setup, dataDir, (now) => now.providerCharges > 0)).toBe('SIGKILL');
        // The second kill left charging unfinished: memberships billed but not settled.
        const killed = await auditBillingRun(setup.handle.db, PERIOD);
        expect(killed.wrong.unsettled).toBeGreaterThan(0);

        // Run again to its end (the e-mails are the server's job's to send; billing-notices.test.ts covers them).
        expect(await runUntil(setup, dataDir, (now) => now.noticesTaken > 0)).toBe(0);

        const audit = await auditBillingRun(setup.handle.db, PERIOD);
        expect(auditFailures(audit)).toBe('');
        expect(audit).toMatchObject({
          billable: setup.count,
          duesPosted: setup.count,
          charged: setup.members.approving,
          declined: setup.members.declining,
          providerCharges: setup.count,
        });
      }, 60_000);
    });
  },
);
