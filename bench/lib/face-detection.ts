import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type Page, chromium } from 'playwright-core';
import type { Club } from '@gym/contracts/clubs';
import { STEP } from '@gym/contracts/messages';
import { FACE_DETECTION_MEASURE, PHOTO_BUTTONS } from '@gym/contracts/photo';
import type { PlanInfoAnswer } from '@gym/contracts/plans';
import { signatureHeaders } from '@gym/contracts/signing';
import { FACE_DETECTION_MAX_MS, PHOTO_READY_MAX_MS } from '../targets';
import { signingKey } from './api-bench';
import type { Row } from './report';
import { REPO_ROOT, withBenchServer } from './server-process';

export interface FaceDetectionResult {
  detections: number;
  /** The first detection on each page, after the worker's warm-up run: their median. */
  firstMs: number;
  /** Over the detections after the first on each page. */
  medianMs: number;
  p95Ms: number;
  /** Each page's time from the camera's video playing to Capture enabled, in ms. */
  photoReadyMs: number[];
  photoReadyMedianMs: number;
}

/** Fresh pages (each in its own context: nothing cached, as for a new visitor), and detections read on each. */
const PAGES = 3;
const DETECTIONS_PER_PAGE = 10;
const TIMEOUT_MS = 120_000;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/** The e2e specs' one-face camera (e2e/support/camera.ts; crop from ../shared/design/architecture.md). */
function makeOneFaceCamera(dir: string): string {
  const webRequire = createRequire(path.join(REPO_ROOT, 'apps/web/package.json'));
  const demoDir = path.join(path.dirname(webRequire.resolve('@vladmandic/face-api/package.json')), 'demo');
  const file = path.join(dir, 'one-face.y4m');
  execFileSync(
    '/usr/bin/ffmpeg',
    ['-loglevel', 'error', '-y', '-i', 'sample1.jpg', '-vf', 'crop=640:480:160:276', '-pix_fmt', 'yuv420p'].concat([
      '-frames:v',
      '1',
      file,
    ]),
    { cwd: demoDir, stdio: 'inherit' },
  );
  return file;
}

async function signedJson<T>(baseUrl: string, key: string, method: 'GET' | 'POST', pathAndQuery: string) {
  const headers = { accept: 'application/json', ...(await signatureHeaders(key, method, pathAndQuery)) };
  const response = await fetch(baseUrl + pathAndQuery, { method, headers });
  if (!response.ok) throw new Error(`${method} ${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

const nearestRank = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
const median = (values: number[]) =>
  nearestRank(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * Runs in the page before the app: notes when the camera's video first plays and when the Capture button is
 * first enabled, on the page's clock, so the figure has no polling delay in it.
 */
function watchPhotoReady(captureLabel: string) {
  const marks = { playingAt: null as number | null, captureEnabledAt: null as number | null };
  (window as { __photoReady?: typeof marks }).__photoReady = marks;
  document.addEventListener(
    'playing',
    (event) => {
      if (event.target instanceof HTMLVideoElement) marks.playingAt ??= performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    if (marks.playingAt === null || marks.captureEnabledAt !== null) return;
    const capture = [...document.querySelectorAll('button')].find((button) => button.textContent === captureLabel);
    if (capture && !capture.disabled) marks.captureEnabledAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
}

async function waitFor<T>(page: Page, what: string, read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${TIMEOUT_MS / 1000} s on ${page.url()}`);
    await page.waitForTimeout(250);
  }
}

/** One new visitor's photo step: the time to Capture, then the per-frame measures of its detections. */
async function measurePage(browser: Browser, baseUrl: string, state: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript((value) => sessionStorage.setItem('signup-wizard', value), state);
    await page.addInitScript(watchPhotoReady, PHOTO_BUTTONS.capture);
    await page.goto(`${baseUrl}/marin`);
    const readyMs = await waitFor(page, 'Capture enabled', () =>
      page.evaluate(() => {
        const marks = (window as { __photoReady?: { playingAt: number | null; captureEnabledAt: number | null } })
          .__photoReady;
        return marks?.playingAt != null && marks.captureEnabledAt != null
          ? marks.captureEnabledAt - marks.playingAt
          : null;
      }),
    );
    const readTimes = () =>
      page.evaluate(
        (name) => performance.getEntriesByName(name, 'measure').map((entry) => entry.duration),
        FACE_DETECTION_MEASURE,
      );
    const times = await waitFor(page, `${DETECTIONS_PER_PAGE + 1} face detections`, async () => {
      const read = await readTimes();
      return read.length > DETECTIONS_PER_PAGE ? read : null;
    });
    return { readyMs, times };
  } finally {
    await context.close();
  }
}

/**
 * The photo step in the real app, in Chromium with a fake camera showing one face and the wizard seeded at step 4
 * (so the detector starts loading with the step, not earlier): from the video playing to Capture enabled, and the
 * step's own per-frame measures ('face-detection', timed inside the worker: TinyFaceDetector on TF.js wasm).
 */
export async function measureFaceDetection(baseUrl: string, key: string): Promise<FaceDetectionResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-camera-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${makeOneFaceCamera(dir)}`],
  });
  try {
    const [club] = await signedJson<Club[]>(baseUrl, key, 'GET', '/clubs/marin');
    const { data: planInfo } = await signedJson<PlanInfoAnswer>(
      baseUrl,
      key,
      'POST',
      '/api/ols/get-location-plans-details?LocationName=marin',
    );
    const state = JSON.stringify({
      step: STEP.photo,
      club,
      planInfo,
      plan: planInfo.planData[0],
      email: 'bench@example.com',
    });
    const pages = [];
    for (let run = 0; run < PAGES; run++) pages.push(await measurePage(browser, baseUrl, state));
    const later = pages.flatMap(({ times }) => times.slice(1)).sort((a, b) => a - b);
    const photoReadyMs = pages.map(({ readyMs }) => readyMs);
    return {
      detections: later.length,
      firstMs: median(pages.map(({ times }) => times[0]!)),
      medianMs: nearestRank(later, 50),
      p95Ms: nearestRank(later, 95),
      photoReadyMs,
      photoReadyMedianMs: median(photoReadyMs),
    };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeFaceDetection(result: FaceDetectionResult): string {
  const { detections, firstMs, medianMs, p95Ms, photoReadyMs, photoReadyMedianMs } = result;
  const ready = photoReadyMs.map((ms) => ms.toFixed(0)).join(', ');
  return (
    `  ${detections} detections on ${photoReadyMs.length} pages: median ${medianMs.toFixed(0)} ms, ` +
    `p95 ${p95Ms.toFixed(0)} ms (first on a page ${firstMs.toFixed(0)} ms)\n` +
    `  camera playing -> Capture enabled: median ${photoReadyMedianMs.toFixed(0)} ms (${ready} ms)`
  );
}

export function faceDetectionRows(result: FaceDetectionResult | null): Row[] {
  const target = { on: 'measured', bound: 'max', value: FACE_DETECTION_MAX_MS } as const;
  return [
    {
      metric: 'photo step: camera ready -> Capture enabled, median',
      unit: 'ms',
      measured: result?.photoReadyMedianMs ?? null,
      baseline: null,
      target: { on: 'measured', bound: 'max', value: PHOTO_READY_MAX_MS },
    },
    {
      metric: 'face detection per frame (worker), median',
      unit: 'ms',
      measured: result?.medianMs ?? null,
      baseline: null,
      target,
    },
    { metric: '  p95', unit: 'ms', measured: result?.p95Ms ?? null, baseline: null, target: null },
  ];
}

/**
 * `npx tsx bench/lib/face-detection.ts` measures only this, against the SPA build in BENCH_WEB_DIST_DIR (default
 * apps/web/dist) served by the API server, as `npm run bench` does.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(
    describeFaceDetection(await withBenchServer(signingKey, (baseUrl) => measureFaceDetection(baseUrl, signingKey))),
  );
}
