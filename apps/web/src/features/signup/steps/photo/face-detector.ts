import { FACE_DETECTION_MEASURE } from '@gym/contracts/photo';
import type { DetectRequest, WorkerAnswer } from './face-detector-protocol';

/**
 * Detects faces in the live view's current frame (or in a photo chosen from the device, drawn on a canvas) and
 * returns their scores, or null without detecting when a detection is still running (one at a time: slow devices
 * take longer than the interval) or when the video has no frame to give yet.
 */
export type DetectFaces = (input: HTMLVideoElement | HTMLCanvasElement) => Promise<number[] | null>;

/**
 * A video that has just started (after Retake, Chromium says it has data a moment before it can give a frame)
 * is skipped, not a failure; this many in a row (10 s at the step's interval) are one.
 */
const MAX_FRAMES_MISSED = 20;

interface Pending {
  resolve: (scores: number[]) => void;
  reject: (error: Error) => void;
}

/**
 * Starts the worker (face-api on TensorFlow.js wasm, off the main thread: a detection never blocks the page) and
 * resolves once it has loaded the model and run it once.
 */
function load(): Promise<DetectFaces> {
  const worker = new Worker(new URL('./face-detector.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let running = false;
  let stopped: Error | null = null;
  let framesMissed = 0;

  const takeFrame = async (input: HTMLVideoElement | HTMLCanvasElement) => {
    try {
      const frame = await createImageBitmap(input);
      framesMissed = 0;
      return frame;
    } catch (error) {
      framesMissed += 1;
      if (framesMissed >= MAX_FRAMES_MISSED) throw error;
      return null;
    }
  };

  const detect: DetectFaces = async (input) => {
    if (stopped) throw stopped;
    if (running) return null;
    running = true;
    try {
      const frame = await takeFrame(input);
      if (!frame) return null;
      const id = nextId++;
      const answer = new Promise<number[]>((resolve, reject) => pending.set(id, { resolve, reject }));
      worker.postMessage({ id, frame } satisfies DetectRequest, [frame]);
      return await answer;
    } finally {
      running = false;
    }
  };

  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      stopped = error;
      worker.terminate();
      for (const { reject: rejectDetection } of pending.values()) rejectDetection(error);
      pending.clear();
      reject(error);
    };
    worker.addEventListener('error', (event) => fail(new Error(`The face detector stopped: ${event.message}`)));
    worker.addEventListener('message', ({ data }: MessageEvent<WorkerAnswer>) => {
      if (data.type === 'ready') resolve(detect);
      else if (data.type === 'failed') fail(new Error(data.message));
      else {
        const detection = pending.get(data.id);
        pending.delete(data.id);
        if (data.type === 'detect-failed') detection?.reject(new Error(data.message));
        else {
          detection?.resolve(data.scores);
          // Timed in the worker, on its clock: the page's own timeline gets the same span.
          const start = data.startedAtEpochMs - performance.timeOrigin;
          performance.measure(FACE_DETECTION_MEASURE, { start, duration: data.durationMs });
        }
      }
    });
  });
}

let loading: Promise<DetectFaces> | null = null;

/**
 * Loads the detector once per page, shared by the live view, a chosen photo and the preload on the personal-info
 * step; a failure is not cached, so a later mount tries again with a new worker.
 */
export function loadFaceDetector(): Promise<DetectFaces> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
