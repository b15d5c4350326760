import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@gym/server/db/client';
import { seedReferenceData } from '@gym/server/db/seed';
import { DashboardRepository } from '@gym/server/modules/staff/dashboard/dashboard.repository';
import { dashboardRange } from '@gym/server/modules/staff/dashboard/dashboard.service';
import { MemberSearchRepository } from '@gym/server/modules/staff/members/member-search.repository';
import { createScratchDatabase } from '@gym/server/test/databases';
import { DASHBOARD_P95_MAX_MS } from '../targets';
import { createDashboardDataset } from './dashboard-dataset';
import type { Row } from './report';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARMUP_RUNS = 5;

interface Timing {
  medianMs: number;
  p95Ms: number;
}

export interface DashboardQueryResult {
  members: number;
  setupS: number;
  runs: number;
  allClubs: Timing;
  oneClub: Timing;
  /** The same run's baselines: a `select 1` round trip and the console's member search at the same size. */
  selectOne: Timing;
  memberSearch: Timing;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function time(runs: number, work: () => Promise<unknown>): Promise<Timing> {
  for (let run = 0; run < WARMUP_RUNS; run += 1) await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95) };
}

/**
 * The dashboard's two aggregate statements (what GET /staff/dashboard runs after the scope check) on a scratch
 * Postgres database with `BENCH_DASHBOARD_MEMBERS` (100,000) members and their visits, charges and memberships,
 * for every club (the director) and for Oakland, `BENCH_DASHBOARD_RUNS` (50) times each after 5 warm-up runs.
 */
export async function measureDashboardQuery(): Promise<DashboardQueryResult> {
  const members = Number(process.env.BENCH_DASHBOARD_MEMBERS ?? 100_000);
  const runs = Number(process.env.BENCH_DASHBOARD_RUNS ?? 50);
  const scratch = await createScratchDatabase(DATABASE_URL);
  const handle = await openDatabase({ url: scratch.url, dataDir: '' });
  try {
    const started = performance.now();
    await handle.migrate();
    await seedReferenceData(handle.db);
    await createDashboardDataset(handle.db, members);
    const setupS = (performance.now() - started) / 1000;
    const repository = new DashboardRepository(handle.db);
    const search = new MemberSearchRepository(handle.db);
    const dashboard = async (clubIds: string[] | null) => {
      const range = dashboardRange(new Date());
      await repository.perDay(clubIds, range);
      await repository.totals(clubIds, range);
    };
    return {
      members,
      setupS,
      runs,
      allClubs: await time(runs, () => dashboard(null)),
      oneClub: await time(runs, () => dashboard(['106'])),
      selectOne: await time(runs, () => handle.db.execute(sql`select 1`)),
      memberSearch: await time(runs, () => search.search('Membr 4242', null)),
    };
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

export function describeDashboardQuery(result: DashboardQueryResult): string {
  const ms = ({ medianMs, p95Ms }: Timing) => `median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms`;
  return [
    `  ${result.members} members (dataset made in ${result.setupS.toFixed(1)} s), ${result.runs} runs each`,
    `  all clubs: ${ms(result.allClubs)}`,
    `  Oakland: ${ms(result.oneClub)}`,
    `  select 1: ${ms(result.selectOne)}; member search: ${ms(result.memberSearch)}`,
  ].join('\n');
}

export function dashboardQueryRows(result: DashboardQueryResult | null): Row[] {
  const label = `staff dashboard query, ${result?.members ?? '?'} members`;
  const target = { on: 'measured', bound: 'max', value: DASHBOARD_P95_MAX_MS } as const;
  return [
    {
      metric: `${label}, all clubs (p95; baseline select 1)`,
      unit: 'ms',
      measured: result?.allClubs.p95Ms ?? null,
      baseline: result?.selectOne.p95Ms ?? null,
      target,
    },
    {
      metric: `${label}, one club (p95; baseline member search)`,
      unit: 'ms',
      measured: result?.oneClub.p95Ms ?? null,
      baseline: result?.memberSearch.p95Ms ?? null,
      target,
    },
  ];
}

// `npx tsx bench/lib/dashboard-query.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeDashboardQuery(await measureDashboardQuery()));
}
