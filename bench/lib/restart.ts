import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RESTART_MEDIAN_MAX_MS } from '../targets';
import { spawnGroup } from './process-group';
import type { Row } from './report';
import { REPO_ROOT, freePortPair } from './server-process';

export interface Timing {
  medianMs: number;
  maxMs: number;
  samplesMs: number[];
}

export interface RestartResult {
  runs: number;
  /** `npm start`, spawn to the "is running at" line, nothing changed since the previous start. */
  npmStart: Timing;
  /** `node scripts/start.mjs`, the same without npm. */
  nodeStart: Timing;
  /** Baseline: a bare node that opens PGlite on a copy of the same data dir and closes it. */
  pgliteOpen: Timing;
  /** Baseline: `node -e 0`. */
  nodeBare: Timing;
  /** Timed starts that built (an input changed meanwhile, e.g. an edit in the checkout): discarded and run again. */
  discardedBuilds: number;
}

/** scripts/build-hash.mjs's lines for a build that runs, or waits for another process's build. */
const BUILT = /\[build\] .*(building|waiting for the build)/;
const PGLITE_OPEN =
  "const { PGlite } = await import('@electric-sql/pglite'); const db = await PGlite.create(process.argv[1]); await db.close();";

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function timing(samplesMs: number[]): Timing {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 0.5), maxMs: sorted.at(-1)!, samplesMs };
}

/** The environment of a plain `npm start` from a shell: none of the npm variables `npm run bench` set, no NODE_ENV. */
function startEnv(dataDir: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD' && key !== 'NODE_ENV',
  );
  return {
    ...Object.fromEntries(inherited),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    BILLING_SANDBOX_PORT: '0',
    // The defaults: PGlite in DATA_DIR, files on disk, no Redis.
    DATABASE_URL: '',
    STORAGE_URL: '',
    REDIS_URL: '',
  };
}

/**
 * Spawns a start command on a free port and times it to the "is running at" line on its stdout; then stops it
 * (SIGTERM to its process group) and waits until all of it has exited.
 */
async function timeToListening(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number) {
  const port = await freePortPair();
  const listening = `is running at http://127.0.0.1:${port}`;
  const started = performance.now();
  const run = spawnGroup(command, args, { cwd: REPO_ROOT, env: { ...env, PORT: String(port) } });
  try {
    const elapsedMs = await new Promise<number>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(
        () =>
          reject(new Error(`${command} ${args.join(' ')}: no "${listening}" within ${timeoutMs} ms:\n${run.output()}`)),
        timeoutMs,
      );
      run.child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes(listening)) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }
      });
      run.exited.then(
        (code) => {
          clearTimeout(timer);
          reject(new Error(`${command} ${args.join(' ')} exited (code ${code}) before listening:\n${run.output()}`));
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
    return { elapsedMs, built: BUILT.test(run.output()) };
  } finally {
    await run.stop();
  }
}

/** Times a command from spawn to its exit, which must be 0. */
async function timeToExit(command: string, args: string[]): Promise<number> {
  const started = performance.now();
  const run = spawnGroup(command, args, { cwd: REPO_ROOT, env: process.env });
  try {
    const code = await run.exited;
    const elapsedMs = performance.now() - started;
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with code ${code}:\n${run.output()}`);
    return elapsedMs;
  } finally {
    await run.stop();
  }
}

/**
 * `npm start` restarted with nothing changed, in a fresh data dir: one start builds what is missing and seeds
 * (not timed), then each round times `npm start`, `node scripts/start.mjs`, PGlite opening a copy of the same
 * database in a bare node, and `node -e 0`, one after the other, each process stopped and gone before the next.
 */
export async function measureRestart(runs = Number(process.env.BENCH_RESTART_RUNS ?? 5)): Promise<RestartResult> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_RESTART_RUNS must be a positive integer');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-restart-'));
  const env = startEnv(path.join(workDir, 'data'));
  const npmStart = ['npm', ['start']] as const;
  const nodeStart = [process.execPath, ['scripts/start.mjs']] as const;
  try {
    // A first start may build (up to a minute for the SPA) and creates and seeds the database.
    await timeToListening(npmStart[0], [...npmStart[1]], env, 300_000);
    const dbCopy = path.join(workDir, 'db-copy');
    cpSync(path.join(workDir, 'data/db'), dbCopy, { recursive: true });

    const samples = { npm: [] as number[], node: [] as number[], pglite: [] as number[], bare: [] as number[] };
    let discardedBuilds = 0;
    const timedRestart = async ([command, args]: readonly [string, readonly string[]], into: number[]) => {
      for (;;) {
        const { elapsedMs, built } = await timeToListening(command, [...args], env, 60_000);
        if (!built) return into.push(elapsedMs);
        discardedBuilds += 1;
        if (discardedBuilds > runs) throw new Error(`${discardedBuilds} restarts built: the inputs keep changing`);
      }
    };
    // Interleaved, so that a burst of load from elsewhere on the machine falls on every series alike.
    for (let run = 0; run < runs; run += 1) {
      await timedRestart(npmStart, samples.npm);
      await timedRestart(nodeStart, samples.node);
      samples.pglite.push(await timeToExit(process.execPath, ['--input-type=module', '-e', PGLITE_OPEN, dbCopy]));
      samples.bare.push(await timeToExit(process.execPath, ['-e', '0']));
    }
    return {
      runs,
      npmStart: timing(samples.npm),
      nodeStart: timing(samples.node),
      pgliteOpen: timing(samples.pglite),
      nodeBare: timing(samples.bare),
      discardedBuilds,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function describeRestart(result: RestartResult): string {
  const line = (name: string, t: Timing) =>
    `  ${name}: median ${t.medianMs.toFixed(0)} ms, max ${t.maxMs.toFixed(0)} ms (${t.samplesMs.map((ms) => ms.toFixed(0)).join(', ')})`;
  const ratio = (result.npmStart.medianMs / result.pgliteOpen.medianMs).toFixed(2);
  return [
    `  ${result.runs} restarts each, spawn to "is running at"${result.discardedBuilds ? `; ${result.discardedBuilds} that built discarded` : ''}`,
    line('npm start', result.npmStart),
    line('node scripts/start.mjs', result.nodeStart),
    line('baseline: PGlite open + close in bare node', result.pgliteOpen),
    line('baseline: node -e 0', result.nodeBare),
    `  npm start / PGlite open: ${ratio}x`,
  ].join('\n');
}

export function restartRows(result: RestartResult | null): Row[] {
  const pglite = result?.pgliteOpen.medianMs ?? null;
  const row = (metric: string, measured: number | undefined, baseline: number | null, target: Row['target']) => ({
    metric,
    unit: 'ms',
    measured: measured ?? null,
    baseline,
    target,
  });
  return [
    row('npm start restart to listening (median)', result?.npmStart.medianMs, pglite, {
      on: 'measured',
      bound: 'max',
      value: RESTART_MEDIAN_MAX_MS,
    }),
    row('npm start restart to listening (max)', result?.npmStart.maxMs, null, null),
    row('node scripts/start.mjs restart to listening (median)', result?.nodeStart.medianMs, pglite, null),
    row('PGlite open + close in bare node (median)', pglite ?? undefined, result?.nodeBare.medianMs ?? null, null),
  ];
}

// `npx tsx bench/lib/restart.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeRestart(await measureRestart()));
}
