/**
 * `npm run bench`: API load against a bare Fastify baseline, the join route's JS size, Lighthouse mobile
 * runs of the landing pages and the scripts of a member's first visit to their home. Prints a table, writes
 * bench/.results/latest.json, and exits non-zero only when a measurement could not be taken (a missed target is
 * reported, not fatal).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type RouteLoad, measureApi, signingKey } from './lib/api-bench';
import { measureEntrySize } from './lib/entry-size';
import type { LoadSettings } from './lib/http-load';
import { type LandingPageMedian, describeLighthouseRun, measureLandingPages } from './lib/lighthouse';
import { describePdfGeneration, measurePdfGeneration, pdfGenerationRows } from './lib/pdf-generation';
import { describeJoinSubmit, joinSubmitRows, measureJoinSubmit } from './lib/join-submit';
import { describeMessageLatency, measureMessageLatency, messageLatencyRows } from './lib/message-latency';
import {
  type FaceDetectionResult,
  describeFaceDetection,
  faceDetectionRows,
  measureFaceDetection,
} from './lib/face-detection';
import { evaluate, formatTable, writeJson } from './lib/report';
import { describeRestart, measureRestart, restartRows } from './lib/restart';
import { measureBillingRun } from './lib/billing-run';
import { billingRunRows, describeBillingRun } from './lib/billing-run-report';
import { dashboardQueryRows, describeDashboardQuery, measureDashboardQuery } from './lib/dashboard-query';
import { classScheduleRows, describeClassSchedule, measureClassSchedule } from './lib/class-schedule';
import { bookingRushRows, describeBookingRush, measureBookingRush } from './lib/booking-rush';
import { describeMemberHomeScript, measureMemberHomeScript, type MemberHomeScript } from './lib/member-home-script';
import { apiRows, memberHomeScriptRows, pageRows } from './lib/rows';
import { REPO_ROOT, type ServerProcess, startServerProcess } from './lib/server-process';

function readSettings(): LoadSettings {
  const durationS = Number(process.env.BENCH_DURATION_S ?? 10);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  // Signed headers are computed once per autocannon run and the server accepts them for 300 s.
  if (!Number.isFinite(durationS) || durationS < 1 || durationS > 240) {
    throw new Error(`BENCH_DURATION_S must be between 1 and 240 seconds, not ${process.env.BENCH_DURATION_S}`);
  }
  if (!Number.isInteger(connections) || connections < 1)
    throw new Error('BENCH_CONNECTIONS must be a positive integer');
  return { durationS, connections, warmupS: Math.min(3, Math.max(1, Math.round(durationS / 5))) };
}

const failures: string[] = [];

async function attempt<T>(name: string, work: () => Promise<T> | T): Promise<T | null> {
  console.log(`\n${name}`);
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(`${name}: ${message}`);
    console.error(`  FAILED: ${message}`);
    return null;
  }
}

async function main() {
  const settings = readSettings();
  const distDir = path.resolve(process.env.BENCH_WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'));
  console.log(
    `Bench: ${settings.durationS} s per load run (+${settings.warmupS} s warm-up), ${settings.connections} connections, ` +
      `Node ${process.version}, ${os.cpus().length} CPUs`,
  );

  const size = await attempt('Join entry JS size', () => {
    const measured = measureEntrySize(distDir);
    for (const file of measured.files) {
      console.log(`  ${file.file}: ${(file.bytes / 1024).toFixed(1)} KB, ${(file.gzipBytes / 1024).toFixed(1)} KB gz`);
    }
    console.log(`  total: ${(measured.totalGzipBytes / 1024).toFixed(1)} KB gz`);
    return measured;
  });

  const pdf = await attempt('PDF generation (receipt, membership agreement)', async () => {
    const measured = await measurePdfGeneration();
    console.log(describePdfGeneration(measured));
    return measured;
  });

  const join = await attempt('Join submit (POST /api/ols/create-user, server time)', async () => {
    const measured = await measureJoinSubmit();
    console.log(describeJoinSubmit(measured));
    return measured;
  });

  const chat = await attempt('Message latency (socket.io, member on instance A to trainer on instance B)', async () => {
    const measured = await measureMessageLatency();
    console.log(describeMessageLatency(measured));
    return measured;
  });

  const restart = await attempt('Restart (npm start with nothing changed, to listening)', async () => {
    const measured = await measureRestart();
    console.log(describeRestart(measured));
    return measured;
  });

  const billing = await attempt(
    'Billing run on Postgres (the billing command; then killed 3x and restarted)',
    async () => {
      const measured = await measureBillingRun();
      console.log(describeBillingRun(measured));
      return measured;
    },
  );

  const dashboard = await attempt('Staff dashboard query on Postgres (100,000 members)', async () => {
    const measured = await measureDashboardQuery();
    console.log(describeDashboardQuery(measured));
    return measured;
  });

  const classSchedule = await attempt(
    "Class schedule: one club's week on Postgres (GET /classes/schedule/:clubId?days=7, 57,600 sessions)",
    async () => {
      const measured = await measureClassSchedule();
      console.log(describeClassSchedule(measured));
      return measured;
    },
  );

  const bookingRush = await attempt(
    'Opening rush: 1,000 bookings of one 30-place class in 10 s over two instances (POST /classes/bookings)',
    async () => {
      const measured = await measureBookingRush();
      console.log(describeBookingRush(measured));
      return measured;
    },
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-'));
  let server: ServerProcess | null = null;
  let api: RouteLoad[] | null = null;
  let lighthouse: LandingPageMedian[] | null = null;
  let faceDetection: FaceDetectionResult | null = null;
  let memberHome: MemberHomeScript | null = null;
  try {
    server = await attempt('Starting the API server', () =>
      startServerProcess({
        name: 'API server',
        entry: 'apps/server/src/server.ts',
        env: {
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          WEB_DIST_DIR: distDir,
          DATABASE_URL: '',
          REQUEST_SIGNING_KEY: signingKey,
        },
      }),
    );
    if (server) {
      const baseUrl = server.baseUrl;
      api = await attempt('API load (autocannon)', () => measureApi(baseUrl, settings));
      lighthouse = await attempt(
        'Lighthouse mobile runs of /, /castro, /login and /locations/castro (3 each, median)',
        () => {
          if (!size) throw new Error(`no usable SPA build at ${distDir}: run \`npm run build\``);
          return measureLandingPages(baseUrl, distDir);
        },
      );
      for (const page of lighthouse ?? []) {
        for (const run of page.runs) console.log(`  ${page.path}: ${describeLighthouseRun(run)}`);
      }
      memberHome = await attempt("Scripts of a member's first visit: /login, signed in, their home", () =>
        measureMemberHomeScript(baseUrl, distDir),
      );
      if (memberHome) console.log(describeMemberHomeScript(memberHome));
      faceDetection = await attempt('Photo step: time to Capture and face detection per frame (fake camera)', () =>
        measureFaceDetection(baseUrl, signingKey),
      );
      if (faceDetection) console.log(describeFaceDetection(faceDetection));
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const rows = [
    ...apiRows(api),
    ...pageRows(size, lighthouse),
    ...memberHomeScriptRows(memberHome),
    ...faceDetectionRows(faceDetection),
    ...pdfGenerationRows(pdf),
    ...joinSubmitRows(join),
    ...messageLatencyRows(chat),
    ...restartRows(restart),
    ...billingRunRows(billing),
    ...dashboardQueryRows(dashboard),
    ...classScheduleRows(classSchedule),
    ...bookingRushRows(bookingRush),
  ].map(evaluate);
  console.log(`\n${formatTable(rows)}`);
  const resultsFile = path.join(REPO_ROOT, 'bench/.results/latest.json');
  writeJson(resultsFile, {
    finishedAt: new Date().toISOString(),
    settings,
    machine: { node: process.version, cpus: os.cpus().length, platform: `${os.platform()} ${os.arch()}` },
    api,
    entrySize: size,
    lighthouse,
    memberHome,
    pdf,
    join,
    chat,
    restart,
    billing,
    dashboard,
    classSchedule,
    bookingRush,
    faceDetection,
    rows,
    failures,
  });
  console.log(`\nResults written to ${path.relative(REPO_ROOT, resultsFile)}`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} measurement(s) failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
