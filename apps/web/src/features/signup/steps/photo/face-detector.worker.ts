import * as faceapi from '@vladmandic/face-api';
import { PHOTO } from '@gym/contracts/photo';
import type { DetectRequest, WorkerAnswer } from './face-detector-protocol';

/** Both served from our own origin by the face-api plugin in vite.config.ts. */
const MODEL_URL = `${import.meta.env.BASE_URL}models/face-api`;
const WASM_URL = `${import.meta.env.BASE_URL}models/tfjs-wasm/`;

/**
 * 160, the smallest size: on the wasm backend a detection takes 20-30 ms on a machine without a GPU (npm run bench),
 * and the e2e camera pictures keep their verdicts (one face at 0.785 as measured for issue 14, above the 0.7 gate;
 * two faces as two; none on the wall). See docs/decisions for the choice of detector.
 */
const INPUT_SIZE = 160;

/**
 * wasm first: without a GPU it is many times faster than WebGL (software) and needs no shader compilation.
 * WebGL and the plain CPU backend remain for a browser that refuses WebAssembly.
 */
const BACKENDS = ['wasm', 'webgl', 'cpu'];

/** The bundled TensorFlow.js has the whole API; face-api's type declarations list only part of it. */
const tf = faceapi.tf as typeof faceapi.tf & {
  setBackend(name: string): Promise<boolean>;
  getBackend(): string;
  ready(): Promise<void>;
  setWasmPaths(prefix: string): void;
  zeros(shape: number[], dtype: 'int32'): faceapi.tf.Tensor3D;
};

/** The DOM's typings describe a window; this file runs as a dedicated worker. */
const worker = self as unknown as {
  postMessage(message: WorkerAnswer): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DetectRequest>) => void): void;
};

/** Workers have no <img> or <video>: frames reach face-api as tensors, so these only answer its instanceof checks. */
class NoElement {}

/** face-api looks for a window or Node.js; in a worker it is told what to use. */
function setWorkerEnvironment() {
  faceapi.env.setEnv({
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: NoElement,
    ImageData,
    Video: NoElement,
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: () => new NoElement(),
    createVideoElement: () => new NoElement(),
    fetch: (url: string, init?: RequestInit) => fetch(url, init),
    readFile: () => Promise.reject(new Error('A worker has no file system')),
  } as unknown as faceapi.Environment);
}

async function selectBackend() {
  tf.setWasmPaths(WASM_URL);
  for (const backend of BACKENDS) {
    if (await tf.setBackend(backend).catch(() => false)) {
      await tf.ready();
      return;
    }
  }
  throw new Error('No TensorFlow.js backend is available');
}

const options = new faceapi.TinyFaceDetectorOptions({ inputSize: INPUT_SIZE, scoreThreshold: PHOTO.scoreThreshold });

async function detect(frame: ImageBitmap | faceapi.tf.Tensor3D): Promise<number[]> {
  const input = frame instanceof ImageBitmap ? tf.browser.fromPixels(frame) : frame;
  try {
    const faces = await faceapi.detectAllFaces(input, options);
    return faces.map((face) => face.score);
  } finally {
    input.dispose();
  }
}

async function load() {
  setWorkerEnvironment();
  await selectBackend();
  await faceapi.nets.tinyFaceDetector.loadFromUri(MODEL_URL);
  // The first run compiles and allocates what later runs reuse: done before the step needs it.
  await detect(tf.zeros([INPUT_SIZE, INPUT_SIZE, 3], 'int32'));
}

const loaded = load();
loaded.then(
  () => worker.postMessage({ type: 'ready', backend: tf.getBackend() }),
  (error: unknown) => worker.postMessage({ type: 'failed', message: String(error) }),
);

async function timedDetect(frame: ImageBitmap) {
  await loaded;
  const start = performance.now();
  const scores = await detect(frame);
  return { scores, startedAtEpochMs: performance.timeOrigin + start, durationMs: performance.now() - start };
}

worker.addEventListener('message', ({ data: { id, frame } }) => {
  timedDetect(frame)
    .then(
      (result) => worker.postMessage({ type: 'detected', id, ...result }),
      (error: unknown) => worker.postMessage({ type: 'detect-failed', id, message: String(error) }),
    )
    .finally(() => frame.close());
});
