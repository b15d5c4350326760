import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Club } from '@gym/contracts/clubs';
import { STEP } from '@gym/contracts/messages';
import { FACE_DETECTION_MEASURE } from '@gym/contracts/photo';
import type { PlanInfoAnswer } from '@gym/contracts/plans';
import { signatureHeaders } from '@gym/contracts/signing';
import { FACE_DETECTION_MAX_MS } from '../targets';
import type { Row } from './report';
import { REPO_ROOT } from './server-process';

export interface FaceDetectionResult {
  detections: number;
  /** The first detection on the page, after the model's warm-up run. */
  firstMs: number;
  /** Over the detections after the first. */
  medianMs: number;
  p95Ms: number;
}

const DETECTIONS = 20;
const TIMEOUT_MS = 180_000;
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

/**
 * The photo step's own per-frame measure ('face-detection' performance measures), read from the real app in
 * Chromium with a fake camera showing one face: TinyFaceDetector at the step's settings, on WebGL (software
 * on a machine without a GPU).
 */
export async function measureFaceDetection(baseUrl: string, signingKey: string): Promise<FaceDetectionResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gym-bench-camera-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${makeOneFaceCamera(dir)}`],
  });
  try {
    const [club] = await signedJson<Club[]>(baseUrl, signingKey, 'GET', '/clubs/marin');
    const { data: planInfo } = await signedJson<PlanInfoAnswer>(
      baseUrl,
      signingKey,
      'POST',
      '/api/ols/get-location-plans-details?LocationName=marin',
    );
    const state = { step: STEP.photo, club, planInfo, plan: planInfo.planData[0], email: 'bench@example.com' };
    const page = await browser.newPage();
    await page.addInitScript((value) => sessionStorage.setItem('signup-wizard', value), JSON.stringify(state));
    await page.goto(`${baseUrl}/marin`);
    const read = () =>
      page.evaluate(
        (name) => performance.getEntriesByName(name, 'measure').map((entry) => entry.duration),
        FACE_DETECTION_MEASURE,
      );
    const deadline = Date.now() + TIMEOUT_MS;
    let times = await read();
    while (times.length < DETECTIONS + 1) {
      if (Date.now() > deadline) throw new Error(`only ${times.length} face detections in ${TIMEOUT_MS / 1000} s`);
      await page.waitForTimeout(500);
      times = await read();
    }
    const [first, ...rest] = times;
    const sorted = rest.sort((a, b) => a - b);
    return {
      detections: sorted.length,
      firstMs: first!,
      medianMs: nearestRank(sorted, 50),
      p95Ms: nearestRank(sorted, 95),
    };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function faceDetectionRows(result: FaceDetectionResult | null): Row[] {
  const target = { on: 'measured', bound: 'max', value: FACE_DETECTION_MAX_MS } as const;
  return [
    {
      metric: 'face detection per frame, median',
      unit: 'ms',
      measured: result?.medianMs ?? null,
      baseline: null,
      target,
    },
    { metric: '  p95', unit: 'ms', measured: result?.p95Ms ?? null, baseline: null, target: null },
  ];
}
