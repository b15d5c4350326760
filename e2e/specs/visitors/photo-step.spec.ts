import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIZARD_STORAGE_KEY } from '@gym/contracts/first-page';
import type { Club } from '@gym/contracts/clubs';
import { STEP } from '@gym/contracts/messages';
import type { PersonalInfo } from '@gym/contracts/personal-info';
import { CAMERA_TEXT, FACE_TEXT, PHOTO, PHOTO_ALERTS } from '@gym/contracts/photo';
import type { PlanInfoAnswer } from '@gym/contracts/plans';
import { eventually, expectNoAxeViolations, saveScreenshot, useBrowser } from '../../support/browser';
import { signedJson } from '../../support/signed-api';
import { cameraArgs, createCameraFiles, readDetectionTimes, summarizeTimes } from '../../support/camera';
import { expectHeading, menuEntry } from '../../support/pages';

/**
 * The photo step in isolation: the e-mail and personal-info steps are seeded into the wizard's
 * sessionStorage, and Chromium's fake camera shows a still picture (support/camera.ts).
 */
/** Generous: the worker, its wasm backend, the model and its first run take about a second, more on a loaded machine. */
const FIRST_DETECTION_TIMEOUT_MS = 60_000;
/** Detections the one-face page runs before Capture, for the timing summary. */
const TIMING_SAMPLE = 12;

const detectionTimes: number[] = [];
const firstDetectionTimes: number[] = [];

beforeAll(() => createCameraFiles());

afterAll(() => {
  if (detectionTimes.length === 0) return;
  const all = summarizeTimes(detectionTimes);
  const first = summarizeTimes(firstDetectionTimes);
  console.log(
    `[photo] face detection per frame (TinyFaceDetector in its worker, on TF.js wasm, ${all.count} detections on ` +
      `${first.count} pages): median ${all.medianMs.toFixed(0)} ms, p95 ${all.p95Ms.toFixed(0)} ms; ` +
      `first detection on a page: median ${first.medianMs.toFixed(0)} ms`,
  );
});

const personalInfo: PersonalInfo = {
  firstName: 'Pat',
  lastName: 'Photo',
  gender: 'Unspecified',
  birthday: '04/12/1990',
  phone: '415-555-0134',
  address: '1 Main Street',
  city: 'San Rafael',
  state: 'CA',
  zipCode: '94901',
  emergencyContactName: 'Sam Photo',
  emergencyContactPhone: '415-555-0199',
};

/** The wizard's state as a new visitor leaves the personal-info step at Marin. */
async function stateAtPhotoStep() {
  const [club] = await signedJson<Club[]>('GET', '/clubs/marin');
  const { data: planInfo } = await signedJson<PlanInfoAnswer>(
    'POST',
    '/api/ols/get-location-plans-details?LocationName=marin',
  );
  return {
    step: STEP.photo,
    club,
    planInfo,
    plan: planInfo.planData[0],
    email: 'pat.photo@example.com',
    existence: { status: 404, data: null, eligible: true },
    personalInfo,
    photo: null,
    referral: null,
    trackingSession: null,
    editOnNext: null,
  };
}

/**
 * Opens /marin at the photo step (seeded once per tab, so later navigation keeps the wizard's own state)
 * and records Content-Security-Policy violations in window.__cspViolations.
 */
async function openPhotoStep(page: Page) {
  const state = JSON.stringify(await stateAtPhotoStep());
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
      const violations: string[] = [];
      (window as { __cspViolations?: string[] }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(
          `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      );
    },
    [WIZARD_STORAGE_KEY, state] as const,
  );
  const response = await page.goto('/marin');
  // The page's own scripts and the detector's wasm; nothing else (a club's path may add the hash of its one inline script).
  expect(response?.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')?;/,
  );
  await expectHeading(page, 'Take your photo');
}

/** The camera, the face detector's worker (TF.js on wasm) and the captured data: all under the SPA's CSP as it is. */
async function expectNoCspViolations(page: Page) {
  const violations = await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations);
  expect(violations).toEqual([]);
}

const statusText = (page: Page) => page.getByRole('main').getByRole('status').innerText();
const captureButton = (page: Page) => page.getByRole('button', { name: 'Capture', exact: true });
const capturedPhoto = (page: Page) => page.getByRole('img', { name: 'Your photo' });
const cameraPreview = (page: Page) => page.locator('video[aria-label="Camera preview"]');

/** Waits for the first finished detection (never a fixed delay: it takes seconds without a GPU). */
async function waitForFirstDetection(page: Page) {
  await expect
    .poll(async () => (await readDetectionTimes(page)).length, { timeout: FIRST_DETECTION_TIMEOUT_MS, interval: 200 })
    .toBeGreaterThan(0);
}

/** Waits for `count` more detections, checking after each that Capture is still disabled. */
async function expectCaptureDisabledFor(page: Page, count: number) {
  const start = (await readDetectionTimes(page)).length;
  for (let seen = start; seen < start + count;) {
    expect(await captureButton(page).isDisabled(), 'Capture must stay disabled').toBe(true);
    await page.waitForTimeout(100);
    seen = (await readDetectionTimes(page)).length;
  }
}

async function recordTimes(page: Page) {
  const times = await readDetectionTimes(page);
  if (times[0] !== undefined) firstDetectionTimes.push(times[0]);
  detectionTimes.push(...times.slice(1));
}

describe('photo step with one face in front of the camera', () => {
  const { newPage, allowErrors } = useBrowser({ args: cameraArgs('one-face') });

  it('enables Capture, keeps the photo, retakes it and moves on to the payment step with it', async () => {
    const page = await newPage();
    const wasmFiles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.wasm')) wasmFiles.push(url.href);
    });
    await openPhotoStep(page);
    await waitForFirstDetection(page);
    // The detector runs on TF.js's wasm backend (SIMD in Chromium), fetched from our own origin.
    expect(wasmFiles).toEqual([new URL('/models/tfjs-wasm/tfjs-backend-wasm-simd.wasm', page.url()).href]);
    await eventually(() => captureButton(page).isEnabled()).toBe(true);
    expect(await statusText(page)).toBe(FACE_TEXT.ready);
    expect(await cameraPreview(page).isVisible()).toBe(true);
    // A sample for the timing summary; Capture stays enabled while the same face is in view.
    await expect
      .poll(async () => (await readDetectionTimes(page)).length, { timeout: FIRST_DETECTION_TIMEOUT_MS })
      .toBeGreaterThanOrEqual(TIMING_SAMPLE);
    expect(await captureButton(page).isEnabled()).toBe(true);
    await saveScreenshot(page, 'photo-one-face');
    await expectNoAxeViolations(page);

    await captureButton(page).click();
    const first = await capturedPhoto(page).getAttribute('src');
    expect(first).toMatch(/^data:image\/jpeg;base64,/);
    expect(first!.length).toBeGreaterThan(PHOTO.shutterClosedMinChars);
    expect(await cameraPreview(page).count()).toBe(0);
    await saveScreenshot(page, 'photo-captured');
    await expectNoCspViolations(page);

    await page.getByRole('button', { name: 'Retake' }).click();
    expect(await capturedPhoto(page).count()).toBe(0);
    await eventually(() => cameraPreview(page).isVisible()).toBe(true);
    await expect.poll(() => captureButton(page).isEnabled(), { timeout: FIRST_DETECTION_TIMEOUT_MS }).toBe(true);
    await recordTimes(page);

    await captureButton(page).click();
    const second = await capturedPhoto(page).getAttribute('src');
    expect(second!.length).toBeGreaterThan(PHOTO.shutterClosedMinChars);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectHeading(page, 'Add your payment method');
    // Kept in memory only: nothing of the photo in the tab's storage.
    expect(await page.evaluate((key) => sessionStorage.getItem(key) ?? '', WIZARD_STORAGE_KEY)).not.toContain(
      'data:image/jpeg',
    );

    // Back at the photo step, the photo taken shows with Retake and Next.
    await menuEntry(page, 'take photo').click();
    await expectHeading(page, 'Take your photo');
    expect(await capturedPhoto(page).getAttribute('src')).toBe(second);
    expect(await page.getByRole('button', { name: 'Retake' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isVisible()).toBe(true);
  });

  it('alerts when the screenshot is empty or too small (a closed shutter)', async () => {
    const page = await newPage();
    // What the canvas gives for JPEG, when the test sets window.__screenshot.
    await page.addInitScript(() => {
      const toDataURL = HTMLCanvasElement.prototype.toDataURL;
      HTMLCanvasElement.prototype.toDataURL = function (this: HTMLCanvasElement, type?: string, quality?: number) {
        const fake = (window as { __screenshot?: string }).__screenshot;
        return type === 'image/jpeg' && fake !== undefined ? fake : toDataURL.call(this, type, quality);
      };
    });
    await openPhotoStep(page);
    await expect.poll(() => captureButton(page).isEnabled(), { timeout: FIRST_DETECTION_TIMEOUT_MS }).toBe(true);
    await recordTimes(page);

    const cases = [
      { screenshot: 'data:,', alert: PHOTO_ALERTS.cameraNotReady },
      { screenshot: `data:image/jpeg;base64,${'A'.repeat(4000)}`, alert: PHOTO_ALERTS.shutterClosed },
    ];
    for (const { screenshot, alert } of cases) {
      await page.evaluate((value) => ((window as { __screenshot?: string }).__screenshot = value), screenshot);
      await captureButton(page).click();
      const dialog = page.getByRole('alertdialog', { name: alert });
      await eventually(() => dialog.isVisible()).toBe(true);
      if (alert === PHOTO_ALERTS.shutterClosed) await saveScreenshot(page, 'photo-shutter-alert');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await eventually(() => dialog.count()).toBe(0);
      expect(await capturedPhoto(page).count()).toBe(0);
    }

    await page.getByRole('button', { name: 'Back' }).click();
    await expectHeading(page, 'Provide your personal Info');
  });

  it('says face detection is unavailable when the model cannot load', async () => {
    allowErrors(/Failed to load resource|Face detection could not load/);
    const page = await newPage();
    await page.route('**/models/face-api/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await openPhotoStep(page);
    await eventually(() => statusText(page)).toBe(FACE_TEXT.unavailable);
    expect(await captureButton(page).isDisabled()).toBe(true);
  });
});

describe('photo step with two faces in front of the camera', () => {
  const { newPage } = useBrowser({ args: cameraArgs('two-faces') });

  it('says more than one face is not allowed and keeps Capture disabled', async () => {
    const page = await newPage();
    await openPhotoStep(page);
    await waitForFirstDetection(page);
    await eventually(() => statusText(page)).toBe(FACE_TEXT.multipleFaces);
    await expectCaptureDisabledFor(page, 3);
    expect(await statusText(page)).toBe(FACE_TEXT.multipleFaces);
    await saveScreenshot(page, 'photo-two-faces');
    await recordTimes(page);
  });
});

describe('photo step with no face in front of the camera', () => {
  const { newPage } = useBrowser({ args: cameraArgs('no-face') });

  it('says no face is detected and keeps Capture disabled', async () => {
    const page = await newPage();
    await openPhotoStep(page);
    await waitForFirstDetection(page);
    await eventually(() => statusText(page)).toBe(FACE_TEXT.noFace);
    await expectCaptureDisabledFor(page, 3);
    expect(await statusText(page)).toBe(FACE_TEXT.noFace);
    await saveScreenshot(page, 'photo-no-face');
    await recordTimes(page);
  });
});

describe('photo step when camera permission is refused', () => {
  const { newPage } = useBrowser({ args: cameraArgs('denied') });

  it('checks the permission first, then shows the denied text without a camera view', async () => {
    const page = await newPage();
    // Holds getUserMedia until the test has seen the 'checking' text.
    await page.addInitScript(() => {
      const devices = navigator.mediaDevices;
      const getUserMedia = devices.getUserMedia.bind(devices);
      const gate = new Promise<void>(
        (resolve) => ((window as { __releaseCamera?: () => void }).__releaseCamera = resolve),
      );
      devices.getUserMedia = async (constraints) => {
        await gate;
        return getUserMedia(constraints);
      };
    });
    await openPhotoStep(page);
    await eventually(() => statusText(page)).toBe(CAMERA_TEXT.checking);
    expect(await captureButton(page).isDisabled()).toBe(true);

    await page.evaluate(() => (window as { __releaseCamera?: () => void }).__releaseCamera?.());
    await eventually(() => statusText(page)).toBe(CAMERA_TEXT.denied);
    expect(await cameraPreview(page).count()).toBe(0);
    expect(await captureButton(page).isDisabled()).toBe(true);
    await saveScreenshot(page, 'photo-denied');
    await expectNoCspViolations(page);
    await expectNoAxeViolations(page);
  });
});
