import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { clubTodayIso } from '@gym/contracts/club-days';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { signatureHeaders } from '@gym/contracts/signing';
import { openDatabase } from '@gym/server/db/client';
import { seedReferenceData } from '@gym/server/db/seed';
import { systemClock } from '@gym/server/lib/clock';
import { ScheduleRepository } from '@gym/server/modules/classes/schedule/schedule.repository';
import { ScheduleService } from '@gym/server/modules/classes/schedule/schedule.service';
import { ClubHoursRepository } from '@gym/server/modules/club/hours/club-hours.repository';
import { ClubHoursService } from '@gym/server/modules/club/hours/club-hours.service';
import { ClubsRepository } from '@gym/server/modules/club/clubs/clubs.repository';
import { ClubsService } from '@gym/server/modules/club/clubs/clubs.service';
import { createScratchDatabase } from '@gym/server/test/databases';
import { SCHEDULE_WEEK_P95_MAX_MS } from '../targets';
import { pageHeaders } from './api-bench';
import { addClassWeeks, addMembers, addTrainers, addWeekOfBookings, withClassServers } from './class-dataset';
import type { Row } from './report';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARMUP_RUNS = 10;
const TRAINERS_PER_CLUB = 4;
const DAYS = 7;

interface Timing {
  medianMs: number;
  p95Ms: number;
}

export interface ClassScheduleResult {
  clubs: number;
  weeks: number;
  classesPerDay: number;
  sessions: number;
  bookings: number;
  members: number;
  setupS: number;
  runs: number;
  /** Sessions in one answer (a club's week), and its size on the wire. */
  sessionsPerAnswer: number;
  answerBytes: number;
  /** GET /classes/schedule/:clubId?days=7 on the server process, from the request to its answer read. */
  route: Timing;
  /** The same week from ScheduleService in the bench process: the database's and the service's part of it. */
  service: Timing;
  /** The same run's baseline: a `select 1` round trip from the bench process. */
  selectOne: Timing;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * A club's class schedule for a week, as a member's phone asks for it: GET /classes/schedule/:clubId?days=7
 * (today on the club's clock by default) on the real server, a child process on a scratch Postgres database
 * (`BENCH_DATABASE_URL`) with `BENCH_SCHEDULE_CLASSES_PER_DAY` (30) classes a day at each of the 8 clubs for
 * `BENCH_SCHEDULE_WEEKS` (8) weeks (57,600 sessions: the eight weeks the schedule's job keeps ahead), their series,
 * 4 trainers a club, `BENCH_SCHEDULE_MEMBERS` (8,000) members and the bookings of the coming week.
 *
 * Timed through HTTP, as the API load entries are and unlike the dashboard's statements: the target is the wait
 * for the page's week, and of it the answer (some 210 sessions with their rooms and trainers, checked and
 * serialized by the route's schema) is as large a part as the query. The service alone in the bench process
 * (ScheduleService, the same repository on the same database) is timed beside it, to tell the two apart.
 * `BENCH_SCHEDULE_RUNS` (200) rounds after 10 warm-up rounds, each a request, the service's call and `select 1`
 * (the baseline, as the dashboard's) one after another, the clubs in turn, so that the machine's load reaches all
 * three alike.
 */
export async function measureClassSchedule(): Promise<ClassScheduleResult> {
  const weeks = positiveInteger('BENCH_SCHEDULE_WEEKS', 8);
  const classesPerDay = positiveInteger('BENCH_SCHEDULE_CLASSES_PER_DAY', 30);
  const memberCount = positiveInteger('BENCH_SCHEDULE_MEMBERS', 8_000);
  const runs = positiveInteger('BENCH_SCHEDULE_RUNS', 200);
  const scratch = await createScratchDatabase(DATABASE_URL);
  const handle = await openDatabase({ url: scratch.url, dataDir: '' });
  try {
    const started = performance.now();
    await handle.migrate();
    await seedReferenceData(handle.db);
    await addTrainers(handle.db, TRAINERS_PER_CLUB);
    await addClassWeeks(handle.db, {
      firstDay: clubTodayIso(new Date(), CLUB_TIME_ZONE),
      weeks,
      perDay: classesPerDay,
    });
    await addMembers(handle.db, { count: memberCount, tag: 'schedule' });
    await addWeekOfBookings(handle.db);
    await handle.db.execute(sql`vacuum analyze`);
    const setupS = (performance.now() - started) / 1000;
    const { rows } = (await handle.db.execute(sql`
      select (select count(*) from clubs)::int as clubs, (select count(*) from class_sessions)::int as sessions,
             (select count(*) from class_bookings)::int as bookings,
             (select array_agg(id order by id) from clubs) as club_ids`)) as {
      rows: { clubs: number; sessions: number; bookings: number; club_ids: string[] }[];
    };
    const counts = rows[0]!;

    const clubs = new ClubsService(new ClubsRepository(handle.db));
    const hours = new ClubHoursService({ hours: new ClubHoursRepository(handle.db), clubs, clock: systemClock });
    const schedule = new ScheduleService({
      repository: new ScheduleRepository(handle.db),
      clubs,
      hours,
      clock: systemClock,
    });

    return await withClassServers(scratch.url, ['API server'], async ({ servers, signingKey }) => {
      const baseUrl = servers[0]!.baseUrl;
      let answerBytes = 0;
      let sessionsPerAnswer = 0;
      const week = async (clubId: string) => {
        const path = `/classes/schedule/${clubId}`;
        // Signed as the app signs (lib/api-client.ts), before the clock starts: the phone's work, not the server's.
        const headers = { ...pageHeaders(baseUrl), ...(await signatureHeaders(signingKey, 'GET', path)) };
        let text = '';
        const ms = await timed(async () => {
          const response = await fetch(`${baseUrl}${path}?days=${DAYS}`, { headers });
          text = await response.text();
          if (response.status !== 200)
            throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
        });
        answerBytes = text.length;
        sessionsPerAnswer = (JSON.parse(text) as { data: { sessions: unknown[] } }).data.sessions.length;
        return ms;
      };
      const samples = { route: [] as number[], service: [] as number[], selectOne: [] as number[] };
      for (let run = 0; run < WARMUP_RUNS + runs; run += 1) {
        const clubId = counts.club_ids[run % counts.club_ids.length]!;
        const route = await week(clubId);
        const service = await timed(() => schedule.schedule(clubId, { days: DAYS }));
        const selectOne = await timed(() => handle.db.execute(sql`select 1`));
        if (run < WARMUP_RUNS) continue;
        samples.route.push(route);
        samples.service.push(service);
        samples.selectOne.push(selectOne);
      }
      return {
        clubs: counts.clubs,
        weeks,
        classesPerDay,
        sessions: counts.sessions,
        bookings: counts.bookings,
        members: memberCount,
        setupS,
        runs,
        sessionsPerAnswer,
        answerBytes,
        route: timing(samples.route),
        service: timing(samples.service),
        selectOne: timing(samples.selectOne),
      };
    });
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

export function describeClassSchedule(result: ClassScheduleResult): string {
  const ms = ({ medianMs, p95Ms }: Timing) => `median ${medianMs.toFixed(1)} ms, p95 ${p95Ms.toFixed(1)} ms`;
  return [
    `  ${result.clubs} clubs x ${result.classesPerDay} classes a day x ${result.weeks} weeks: ${result.sessions} sessions, ` +
      `${result.bookings} bookings of ${result.members} members (dataset made in ${result.setupS.toFixed(1)} s)`,
    `  ${result.runs} runs each; an answer: ${result.sessionsPerAnswer} sessions, ${(result.answerBytes / 1024).toFixed(1)} KB`,
    `  GET /classes/schedule/:clubId?days=7: ${ms(result.route)}`,
    `  ScheduleService in the bench process: ${ms(result.service)}; select 1: ${ms(result.selectOne)}`,
  ].join('\n');
}

export function classScheduleRows(result: ClassScheduleResult | null): Row[] {
  const label = `class schedule, one club's week of ${result?.sessions ?? '?'} sessions`;
  return [
    {
      metric: `${label}: GET /classes/schedule/:clubId?days=7 (p95; baseline select 1)`,
      unit: 'ms',
      measured: result?.route.p95Ms ?? null,
      baseline: result?.selectOne.p95Ms ?? null,
      target: { on: 'measured', bound: 'max', value: SCHEDULE_WEEK_P95_MAX_MS },
    },
    {
      metric: '  the same week from ScheduleService in the bench process, no HTTP (p95)',
      unit: 'ms',
      measured: result?.service.p95Ms ?? null,
      baseline: result?.selectOne.p95Ms ?? null,
      target: null,
    },
  ];
}

// `npx tsx bench/lib/class-schedule.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeClassSchedule(await measureClassSchedule()));
}
