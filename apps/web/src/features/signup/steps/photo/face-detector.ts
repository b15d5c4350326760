import * as faceapi from '@vladmandic/face-api';
import { FACE_DETECTION_MEASURE, PHOTO } from '@gym/contracts/photo';

/** Served from our own origin by the face-api-models plugin in vite.config.ts. */
const MODEL_URL = `${import.meta.env.BASE_URL}models/face-api`;

/**
 * 320 rather than 416: without a GPU (software WebGL) a detection takes about two thirds of the time, and the
 * e2e camera pictures give the same outcome at both sizes (one face above 0.7; two faces found as two).
 */
const INPUT_SIZE = 320;

/**
 * Detects faces in the live view's current frame (or in a photo chosen from the device, drawn on a canvas) and
 * returns their scores, or null without detecting when a detection is still running (one at a time: slow devices
 * take longer than the interval).
 */
export type DetectFaces = (input: HTMLVideoElement | HTMLCanvasElement) => Promise<number[] | null>;

/** The bundled TensorFlow.js has the whole API; face-api's type declarations list only part of it. */
const tf = faceapi.tf as typeof faceapi.tf & {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
};

const options = new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: PHOTO.scoreThreshold });

/** WebGL first (even software WebGL beats the plain CPU backend); this bundle ships no wasm files. */
async function selectBackend() {
  for (const backend of ['webgl', 'cpu']) {
    if (await tf.setBackend(backend).catch(() => false)) {
      await tf.ready();
      return;
    }
  }
  throw new Error('No TensorFlow.js backend is available');
}

async function load(): Promise<DetectFaces> {
  await selectBackend();
  await faceapi.nets.tinyFaceDetector.loadFromUri(MODEL_URL);
  // The first run compiles the WebGL programs (seconds without a GPU): do it while the camera starts.
  const blank = document.createElement('canvas');
  blank.width = blank.height = 32;
  await faceapi.detectAllFaces(blank, options);

  let running = false;
  return async (input) => {
    if (running) return null;
    running = true;
    try {
      const start = performance.now();
      const faces = await faceapi.detectAllFaces(input, options);
      performance.measure(FACE_DETECTION_MEASURE, { start });
      return faces.map((face) => face.score);
    } finally {
      running = false;
    }
  };
}

let loading: Promise<DetectFaces> | null = null;

/** Loads the backend and the model once per page; a failure is not cached, so a later mount tries again. */
export function loadFaceDetector(): Promise<DetectFaces> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
