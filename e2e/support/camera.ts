import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { FACE_DETECTION_MEASURE } from '@gym/contracts/photo';

/**
 * Fake cameras for Chromium: still pictures cut from @vladmandic/face-api's demo photos with the crops
 * measured in ../shared/design/architecture.md ("Face detection speed"), written as .y4m files.
 */
const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CAMERA_DIR = path.join(E2E_DIR, '.artifacts/camera');

const CAMERA_CROPS = {
  /** 1 face, score 0.98 on the full frame. */
  'one-face': { photo: 'sample1.jpg', filter: 'crop=640:480:160:276' },
  /** 2 faces, 0.87-0.92 on the full frame. */
  'two-faces': { photo: 'sample6.jpg', filter: 'crop=960:720:960:110,scale=640:480' },
  /** A wall and a window, 0 faces. */
  'no-face': { photo: 'sample1.jpg', filter: 'crop=440:330:0:0,scale=640:480' },
} as const;
export type CameraFile = keyof typeof CAMERA_CROPS;

const FFMPEG = '/usr/bin/ffmpeg';

export function cameraFilePath(name: CameraFile): string {
  return path.join(CAMERA_DIR, `${name}.y4m`);
}

/** Debian's ffmpeg; installed with apt-get when missing and we are root, else a clear failure. */
function findFfmpeg(): string {
  if (fs.existsSync(FFMPEG)) return FFMPEG;
  if (process.getuid?.() === 0) {
    console.log(`[e2e] No ffmpeg at ${FFMPEG}: running \`apt-get update && apt-get install -y ffmpeg\` (as root).`);
    execSync('apt-get update && apt-get install -y ffmpeg', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync(FFMPEG)) return FFMPEG;
  }
  throw new Error(
    `[e2e] ffmpeg not found at ${FFMPEG}: the camera specs make their fake camera files with it. ` +
      "Install Debian's package (`apt-get install -y ffmpeg` as root).",
  );
}

let created = false;

/** The photos ship with the web app's face-api package. */
function demoDir(): string {
  const webRequire = createRequire(path.join(E2E_DIR, '../apps/web/package.json'));
  return path.join(path.dirname(webRequire.resolve('@vladmandic/face-api/package.json')), 'demo');
}

/** Cuts each picture of CAMERA_CROPS into CAMERA_DIR/<name><extension>, with ffmpeg's extra output options. */
function writeCrops(extension: string, outputOptions: string[]): void {
  const ffmpeg = findFfmpeg();
  fs.mkdirSync(CAMERA_DIR, { recursive: true });
  for (const [name, { photo, filter }] of Object.entries(CAMERA_CROPS)) {
    const output = path.join(CAMERA_DIR, `${name}${extension}`);
    execFileSync(
      ffmpeg,
      ['-loglevel', 'error', '-y', '-i', photo, '-vf', filter, ...outputOptions, '-frames:v', '1', output],
      { cwd: demoDir(), stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
}

/** Writes one-face.y4m, two-faces.y4m and no-face.y4m into e2e/.artifacts/camera/, once per run. */
export function createCameraFiles(): void {
  if (created) return;
  writeCrops('.y4m', ['-pix_fmt', 'yuv420p']);
  created = true;
}

let photosCreated = false;

/** The same pictures as JPEG files, for choosing a photo from the device when there is no camera. */
export function photoFilePath(name: CameraFile): string {
  return path.join(CAMERA_DIR, `${name}.jpg`);
}

/** Writes one-face.jpg, two-faces.jpg and no-face.jpg beside the camera files, once per run. */
export function createPhotoFiles(): void {
  if (photosCreated) return;
  writeCrops('.jpg', ['-q:v', '3']);
  photosCreated = true;
}

/**
 * Chromium switches for a camera that shows `file`, with the permission prompt accepted; for 'denied', a fake
 * camera whose permission prompt is refused; for 'none', a machine without any camera (the prompt accepted,
 * getUserMedia finds no device).
 */
export function cameraArgs(file: CameraFile | 'denied' | 'none'): string[] {
  if (file === 'denied') return ['--use-fake-device-for-media-stream', '--deny-permission-prompts'];
  if (file === 'none') return ['--use-fake-ui-for-media-stream'];
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${cameraFilePath(file)}`,
  ];
}

/** The duration of every face detection the page has run so far, in ms (the photo step's performance measures). */
export function readDetectionTimes(page: Page): Promise<number[]> {
  return page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure').map((entry) => entry.duration),
    FACE_DETECTION_MEASURE,
  );
}

/** Nearest-rank percentile of ascending-sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export function summarizeTimes(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
}
