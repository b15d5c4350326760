import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { signatureHeaders } from '@gym/contracts/signing';
import { openDatabase } from '@gym/server/db/client';
import { seedReferenceData } from '@gym/server/db/seed';
import { createScratchDatabase } from '@gym/server/test/databases';
import { BOOKING_RUSH_P99_MAX_MS } from '../targets';
import { pageHeaders } from './api-bench';
import { addMembers, addTrainers, memberTokens, withClassServers } from './class-dataset';
import type { Row } from './report';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The class of the rush: Marin's, 30 places. */
const CLUB_ID = '101';
const PLACES = 30;
/** Bookings (of their own members, in a class of their own) and health checks before the measured runs. */
const WARMUP_REQUESTS = 40;
const WARMUP_S = 2;
const REQUEST_TIMEOUT_MS = 30_000;

/** One open-loop run: every answer's latency from the instant its request was due, and the answers' statuses. */
export interface PacedRun {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by HTTP status; 0 for a request that got no answer (refused, reset, timed out). */
  statuses: Record<string, number>;
  /** How late the bench sent its latest request (its own timers): counted in that request's latency. */
  maxLagMs: number;
}

export interface BookingRushResult {
  instances: number;
  requests: number;
  durationS: number;
  places: number;
  setupS: number;
  rush: PacedRun;
  /** The same run's baseline: as many GET /health (one `select 1` each) at the same pace over the same instances. */
  health: PacedRun;
  /** The class's bookings afterwards, by their rows, and the counts kept on the session's row. */
  booked: number;
  waitlisted: number;
  sessionBooked: number;
  sessionWaitlisted: number;
  /** Rows and counts that differ from exactly min(places, requests) booked and the rest waiting. */
  placesWrong: number;
  /** Answers other than 201 (or other than 200 for the baseline). */
  rushNot201: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

/**
 * `count` requests sent on an even schedule over `durationS` seconds (an open loop: request i is due at
 * i * durationS / count whatever the answers before it; none waits for another), each timed from the instant it
 * was due to its whole answer read.
 */
async function paced(count: number, durationS: number, send: (index: number) => Promise<number>): Promise<PacedRun> {
  const intervalMs = (durationS * 1000) / count;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let maxLagMs = 0;
  const answers: Promise<void>[] = [];
  const start = performance.now() + 20;
  for (let index = 0; index < count; index += 1) {
    const due = start + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    maxLagMs = Math.max(maxLagMs, performance.now() - due);
    answers.push(
      send(index)
        .catch(() => 0)
        .then((status) => {
          latencies.push(performance.now() - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }),
    );
  }
  await Promise.all(answers);
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1)!,
    statuses,
    maxLagMs,
  };
}

/** Sends a prepared request and reads its whole answer; answers its status. */
async function answered(url: string, init: RequestInit): Promise<number> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  await response.arrayBuffer();
  return response.status;
}

/** A class at Marin of its own (no series), 30 places, starting in three days: booking is open (7 days ahead). */
async function addClass(db: Parameters<typeof addMembers>[0], hoursFromNow: number): Promise<string> {
  const { rows } = (await db.execute(sql`
    insert into class_sessions (club_id, room_id, class_type_id, trainer_id, day, starts_at, ends_at, capacity)
    select c.id, r.id, t.id, tr.id, (start at time zone c.time_zone)::date, start,
           start + make_interval(mins => t.duration_minutes), ${PLACES}::int
      from clubs c
      join lateral (select id from rooms where club_id = c.id order by id limit 1) r on true
      join lateral (select id from users where role = 'trainer' and home_club_id = c.id limit 1) tr on true
      join class_types t on t.id = 'power-spin'
      cross join (select date_trunc('hour', now()) + make_interval(hours => ${hoursFromNow}::int) as start) s
     where c.id = ${CLUB_ID}
    returning id`)) as { rows: { id: string }[] };
  return rows[0]!.id;
}

/**
 * The opening rush of a popular class (issue 29): `BENCH_RUSH_REQUESTS` (1,000) members book one 30-place class
 * within `BENCH_RUSH_DURATION_S` (10) seconds, POST /classes/bookings {sessionId, joinWaitlist: true}, half on each
 * of two API servers (child processes) on one scratch Postgres database (`BENCH_DATABASE_URL`). Each member is a
 * real account (active, on Marin's monthly plan) with the token signing in gives it, and each request carries what
 * the app sends (the page's headers, the signature, the bearer token). The requests are paced evenly (an open loop,
 * as many phones opening at once are: a slow answer does not hold the next request back) and alternate between the
 * instances; each is timed from when it was due to its answer read. Redis is left out: the route uses none (no
 * rate limit, no realtime event). The baseline, in the same run and at the same pace over the same instances: as
 * many GET /health, one `select 1` each. Before both, 40 bookings of another class and 40 health checks warm the
 * servers up. Afterwards the class's rows are counted: exactly 30 booked and the rest waiting, on its rows and on
 * the session's counts.
 */
export async function measureBookingRush(): Promise<BookingRushResult> {
  const requests = positiveInteger('BENCH_RUSH_REQUESTS', 1_000);
  const durationS = positiveInteger('BENCH_RUSH_DURATION_S', 10);
  const scratch = await createScratchDatabase(DATABASE_URL);
  const handle = await openDatabase({ url: scratch.url, dataDir: '' });
  try {
    const started = performance.now();
    await handle.migrate();
    await seedReferenceData(handle.db);
    await addTrainers(handle.db, 1);
    const rushClass = await addClass(handle.db, 72);
    const warmupClass = await addClass(handle.db, 74);
    const members = await addMembers(handle.db, { count: requests + WARMUP_REQUESTS, tag: 'rush', clubId: CLUB_ID });
    await handle.db.execute(sql`vacuum analyze`);

    return await withClassServers(
      scratch.url,
      ['booking instance A', 'booking instance B'],
      async ({ servers, signingKey, jwtSecret }) => {
        const tokens = await memberTokens(handle.db, members, jwtSecret);
        const setupS = (performance.now() - started) / 1000;
        const instance = (index: number) => servers[index % servers.length]!.baseUrl;
        // Signed before each run, not as each request goes: the signing is the phone's work (valid for 300 s).
        const bookings = async (sessionId: string, accounts: string[]) => {
          const path = '/classes/bookings';
          const body = JSON.stringify({ sessionId, joinWaitlist: true });
          return Promise.all(
            accounts.map(async (account, index) => {
              const baseUrl = instance(index);
              const headers = {
                ...pageHeaders(baseUrl),
                ...(await signatureHeaders(signingKey, 'POST', path)),
                authorization: `Bearer ${tokens.get(account)}`,
                'content-type': 'application/json',
              };
              return { url: `${baseUrl}${path}`, init: { method: 'POST', headers, body } };
            }),
          );
        };
        const health = (count: number) =>
          Array.from({ length: count }, (_, index) => ({
            url: `${instance(index)}/health`,
            init: { method: 'GET', headers: pageHeaders(instance(index)) },
          }));
        const run = (prepared: { url: string; init: RequestInit }[], seconds: number) =>
          paced(prepared.length, seconds, (index) => answered(prepared[index]!.url, prepared[index]!.init));

        await run(await bookings(warmupClass, members.slice(requests)), WARMUP_S);
        await run(health(WARMUP_REQUESTS), WARMUP_S);
        const baseline = await run(health(requests), durationS);
        const healthNot200 = requests - (baseline.statuses['200'] ?? 0);
        if (healthNot200 > 0) {
          throw new Error(`GET /health: ${healthNot200} answers not 200 (${JSON.stringify(baseline.statuses)})`);
        }
        const rush = await run(await bookings(rushClass, members.slice(0, requests)), durationS);

        const { rows } = (await handle.db.execute(sql`
          select (select count(*) from class_bookings where session_id = s.id and status = 'booked')::int as booked,
                 (select count(*) from class_bookings where session_id = s.id and status = 'waitlisted')::int
                   as waitlisted,
                 s.booked as session_booked, s.waitlisted as session_waitlisted
            from class_sessions s where s.id = ${rushClass}`)) as {
          rows: { booked: number; waitlisted: number; session_booked: number; session_waitlisted: number }[];
        };
        const places = rows[0]!;
        const expectBooked = Math.min(PLACES, requests);
        const expectWaiting = requests - expectBooked;
        return {
          instances: servers.length,
          requests,
          durationS,
          places: PLACES,
          setupS,
          rush,
          health: baseline,
          booked: places.booked,
          waitlisted: places.waitlisted,
          sessionBooked: places.session_booked,
          sessionWaitlisted: places.session_waitlisted,
          placesWrong:
            Math.abs(places.booked - expectBooked) +
            Math.abs(places.waitlisted - expectWaiting) +
            Math.abs(places.session_booked - expectBooked) +
            Math.abs(places.session_waitlisted - expectWaiting),
          rushNot201: requests - (rush.statuses['201'] ?? 0),
        };
      },
    );
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

export function describeBookingRush(result: BookingRushResult): string {
  const ms = (run: PacedRun) =>
    `p50 ${run.p50Ms.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms, max ${run.maxMs.toFixed(1)} ms ` +
    `(the bench sent at most ${run.maxLagMs.toFixed(1)} ms late)`;
  const statuses = (run: PacedRun) =>
    Object.entries(run.statuses)
      .map(([status, count]) => `${status === '0' ? 'no answer' : status}: ${count}`)
      .join(', ');
  return [
    `  ${result.requests} requests in ${result.durationS} s, half on each of ${result.instances} instances, ` +
      `one ${result.places}-place class (dataset, servers and tokens ready in ${result.setupS.toFixed(1)} s)`,
    `  POST /classes/bookings: ${ms(result.rush)}; answers ${statuses(result.rush)}`,
    `  GET /health at the same pace: ${ms(result.health)}`,
    `  afterwards: ${result.booked} booked and ${result.waitlisted} waiting (the session's counts: ` +
      `${result.sessionBooked} and ${result.sessionWaitlisted})` +
      (result.placesWrong === 0 ? ', as they should be' : `: ${result.placesWrong} off`),
  ].join('\n');
}

export function bookingRushRows(result: BookingRushResult | null): Row[] {
  const label =
    `opening rush, ${result?.requests ?? '?'} bookings in ${result?.durationS ?? '?'} s of a ` +
    `${result?.places ?? '?'}-place class over ${result?.instances ?? '?'} instances`;
  const zero = { on: 'measured', bound: 'max', value: 0 } as const;
  return [
    {
      metric: `${label} (p50; baseline GET /health)`,
      unit: 'ms',
      measured: result?.rush.p50Ms ?? null,
      baseline: result?.health.p50Ms ?? null,
      target: null,
    },
    {
      metric: `${label} (p99; baseline GET /health)`,
      unit: 'ms',
      measured: result?.rush.p99Ms ?? null,
      baseline: result?.health.p99Ms ?? null,
      target: { on: 'measured', bound: 'max', value: BOOKING_RUSH_P99_MAX_MS },
    },
    { metric: '  answers not 201', unit: '', measured: result?.rushNot201 ?? null, baseline: null, target: zero },
    {
      metric: `  places off ${result?.places ?? '?'} booked and the rest waiting (rows and session counts)`,
      unit: '',
      measured: result?.placesWrong ?? null,
      baseline: null,
      target: zero,
    },
  ];
}

// `npx tsx bench/lib/booking-rush.ts` measures only this.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(describeBookingRush(await measureBookingRush()));
}
