import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '@gym/server/db/client';
import { seedReferenceData } from '@gym/server/db/seed';
import { clubTodayIso } from '@gym/server/lib/club-date';
import { nextBillingDay } from '@gym/server/modules/membership/billing-run/billing-calendar';
import {
  BILLING_COMMAND,
  type BillingAudit,
  type BillingProgress,
  auditBillingRun,
  billingProgress,
  createBillingMembers,
} from '@gym/server/modules/membership/billing-run/billing-fixtures';
import { createScratchDatabase } from '@gym/server/test/databases';
import { describeBillingRun } from './billing-run-report';
import { type GroupProcess, spawnGroup } from './process-group';
import { REPO_ROOT } from './server-process';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Phases {
  /** Spawn to the first dues entry: Node, tsx, the migration check, the provider. */
  startS: number;
  duesS: number;
  firstRoundsS: number;
  /** Every attempt charged at the provider and recorded. */
  collectS: number;
  /** The last attempt recorded to the run's end: the card expiry notices. */
  finishS: number;
}

/** The billing command's e-mails after its run, watched for BENCH_BILLING_MAIL_S, then the command is stopped. */
interface MailRate {
  watchedS: number;
  sent: number;
  /** Notices the run left to send (receipts, declines). */
  notices: number;
  perS: number;
}

interface Kill {
  phase: string;
  /** Seconds from that start to the kill. */
  afterS: number;
  /** What the killed run left behind. */
  left: BillingProgress;
}

export interface BillingRunResult {
  members: number;
  billingDay: string;
  setupS: number;
  /** Spawn to the end of the run (the command goes on to its e-mails, or exits). */
  runS: number;
  phases: Phases;
  providerCharges: number;
  /** Provider charges over the run, and over the span of the provider's own charge timestamps. */
  chargesPerS: number;
  collectChargesPerS: number;
  /** null when the command had no e-mails to send and exited after the run. */
  mail: MailRate | null;
  audit: BillingAudit;
  crash: { kills: Kill[]; finalS: number; audit: BillingAudit };
}

/**
 * A scratch database, migrated and seeded (reference data only), with `members` members to bill, and a data dir
 * for the command's files (the receipts' PDFs).
 */
async function billingDatabase(members: number, period: string) {
  const scratch = await createScratchDatabase(DATABASE_URL);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-billing-'));
  const handle = await openDatabase({ url: scratch.url, dataDir: '' });
  const close = async () => {
    await handle.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    await createBillingMembers(handle.db, { count: members, period });
    return { url: scratch.url, handle, dataDir, close };
  } catch (error) {
    await close();
    throw error;
  }
}
type BillingDatabase = Awaited<ReturnType<typeof billingDatabase>>;

function startBilling(database: BillingDatabase, billingDay: string): GroupProcess {
  // --send-email: the command goes on to the run's e-mails (the server's job sends them otherwise), whose rate
  // the bench watches after the run.
  return spawnGroup(process.execPath, [...BILLING_COMMAND, '--date', billingDay, '--send-email'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: database.dataDir, LOG_LEVEL: 'warn' },
  });
}

/** Polls until `until` holds (answering true) or the command exits (false); a command that fails is an error. */
async function watch(run: GroupProcess, every: number, until: () => Promise<boolean>): Promise<boolean> {
  let code: number | null | undefined;
  run.exited.then(
    (value) => (code = value),
    () => (code = null),
  );
  while (code === undefined) {
    if (await until()) return true;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  if (code !== 0) throw new Error(`the billing command exited with code ${code}:\n${run.output()}`);
  return false;
}

async function notices(database: BillingDatabase): Promise<{ sent: number; total: number }> {
  const { rows } = await database.handle.raw.executeSql(
    'select count(sent_at)::int as sent, count(*)::int as total from billing_notices',
  );
  return rows[0] as { sent: number; total: number };
}

/** One run timed from spawn, with the moment each phase ended as seen from the database (every 500 ms). */
async function timedRun(database: BillingDatabase, billingDay: string, members: number) {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const marks: { firstDues?: number; dues?: number; firstRounds?: number; collect?: number } = {};
  const run = startBilling(database, billingDay);
  try {
    const mailing = await watch(run, 500, async () => {
      const now = await billingProgress(database.handle.db, billingDay);
      if (now.dues > 0) marks.firstDues ??= seconds();
      if (now.dues === members) marks.dues ??= seconds();
      if (now.attempts === members) marks.firstRounds ??= seconds();
      if (now.settled === members) marks.collect ??= seconds();
      return now.noticesTaken > 0;
    });
    const runS = seconds();
    // A phase too short for one poll ends with the next one seen.
    const collect = marks.collect ?? runS;
    const firstRounds = marks.firstRounds ?? collect;
    const dues = marks.dues ?? firstRounds;
    const firstDues = marks.firstDues ?? dues;
    const phases: Phases = {
      startS: firstDues,
      duesS: dues - firstDues,
      firstRoundsS: firstRounds - dues,
      collectS: collect - firstRounds,
      finishS: runS - collect,
    };
    return { runS, phases, mail: mailing ? await mailRate(database, run) : null };
  } finally {
    await run.stop();
  }
}

async function mailRate(database: BillingDatabase, run: GroupProcess): Promise<MailRate> {
  const watchS = Number(process.env.BENCH_BILLING_MAIL_S ?? 60);
  if (!Number.isFinite(watchS) || watchS < 1) throw new Error('BENCH_BILLING_MAIL_S must be at least 1');
  const before = await notices(database);
  const started = performance.now();
  const watchedS = () => (performance.now() - started) / 1000;
  await watch(run, 1000, async () => watchedS() >= watchS);
  const after = await notices(database);
  const elapsedS = watchedS();
  const sent = after.sent - before.sent;
  return { watchedS: elapsedS, sent, notices: after.total, perS: sent / elapsedS };
}

const KILL_POINTS: { phase: string; reached: (now: BillingProgress, members: number) => boolean }[] = [
  { phase: 'posting dues', reached: (now, members) => now.dues >= members / 2 },
  { phase: 'recording first autopay rounds', reached: (now, members) => now.attempts >= members / 2 },
  { phase: 'collecting charges', reached: (now, members) => now.providerCharges >= members / 2 },
];

/**
 * SIGKILLs the command half-way through each phase in turn, restarting it each time, then lets a last one run
 * to the end of the run (its e-mails are not waited for).
 */
async function crashRun(database: BillingDatabase, billingDay: string, members: number) {
  const progress = () => billingProgress(database.handle.db, billingDay);
  const kills: Kill[] = [];
  for (const point of KILL_POINTS) {
    const started = performance.now();
    const run = startBilling(database, billingDay);
    try {
      const reached = await watch(run, 50, async () => point.reached(await progress(), members));
      if (!reached) throw new Error(`the billing run finished before it was half-way through ${point.phase}`);
      process.kill(-run.child.pid!, 'SIGKILL');
      await run.exited;
      kills.push({ phase: point.phase, afterS: (performance.now() - started) / 1000, left: await progress() });
    } finally {
      await run.stop();
    }
  }
  const started = performance.now();
  const run = startBilling(database, billingDay);
  try {
    await watch(run, 200, async () => (await progress()).noticesTaken > 0);
  } finally {
    await run.stop();
  }
  const finalS = (performance.now() - started) / 1000;
  return { kills, finalS, audit: await auditBillingRun(database.handle.db, billingDay) };
}

/**
 * The billing run for BENCH_BILLING_MEMBERS (100,000) monthly memberships on a scratch Postgres database
 * (BENCH_DATABASE_URL), each with a sandbox card (2 % decline), billed for the 1st of next month by the billing
 * command in a child process, as an operator runs it; its e-mails after the run are watched for
 * BENCH_BILLING_MAIL_S (60) for their rate. Then the same on a fresh dataset killed with SIGKILL half-way through
 * posting dues, recording first rounds and collecting charges, restarted after each kill and run to the end;
 * both audited from the ledger and the provider's records.
 */
export async function measureBillingRun(
  members = Number(process.env.BENCH_BILLING_MEMBERS ?? 100_000),
): Promise<BillingRunResult> {
  if (!Number.isInteger(members) || members < 100) throw new Error('BENCH_BILLING_MEMBERS must be an integer >= 100');
  const billingDay = nextBillingDay(clubTodayIso());
  const setupStarted = performance.now();
  const timed = await billingDatabase(members, billingDay);
  const setupS = (performance.now() - setupStarted) / 1000;
  let measured: Omit<BillingRunResult, 'members' | 'billingDay' | 'setupS' | 'crash'>;
  try {
    const run = await timedRun(timed, billingDay, members);
    const audit = await auditBillingRun(timed.handle.db, billingDay);
    const { rows } = await timed.handle.raw.executeSql(
      `select count(*)::float / nullif(extract(epoch from max(created_at) - min(created_at)), 0) as rate
       from billing_sandbox_charges`,
    );
    measured = {
      ...run,
      providerCharges: audit.providerCharges,
      chargesPerS: audit.providerCharges / run.runS,
      collectChargesPerS: Number((rows[0] as { rate: number | null }).rate ?? 0),
      audit,
    };
  } finally {
    await timed.close();
  }

  const crashed = await billingDatabase(members, billingDay);
  try {
    const crash = await crashRun(crashed, billingDay, members);
    return { members, billingDay, setupS, ...measured, crash };
  } finally {
    await crashed.close();
  }
}

// `npx tsx bench/lib/billing-run.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeBillingRun(await measureBillingRun()));
}
