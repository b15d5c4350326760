import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACE_DETECTION_MEASURE } from '@gym/contracts/photo';
import type { DetectRequest, WorkerAnswer } from './face-detector-protocol';

/**
 * The worker itself (face-api on TensorFlow.js wasm) runs in the e2e specs, in Chromium; here it is a stand-in that
 * answers the protocol as the real one does, to check the page's side: one worker, one detection at a time, frames
 * transferred, the worker's timing recorded as the page's measure, failures reported.
 */
class FakeWorker extends EventTarget {
  static created: FakeWorker[] = [];
  readonly sent: { request: DetectRequest; transfer: Transferable[] }[] = [];
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.created.push(this);
  }

  postMessage(request: DetectRequest, transfer: Transferable[]) {
    this.sent.push({ request, transfer });
  }

  terminate() {
    this.terminated = true;
  }

  answer(data: WorkerAnswer) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const frame = () => ({ close: vi.fn() });

beforeEach(() => {
  FakeWorker.created = [];
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve(frame())),
  );
  performance.clearMeasures(FACE_DETECTION_MEASURE);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function loadedDetector() {
  const { loadFaceDetector } = await import('./face-detector');
  const loading = loadFaceDetector();
  const [worker] = FakeWorker.created;
  worker!.answer({ type: 'ready', backend: 'wasm' });
  return { loadFaceDetector, detect: await loading, worker: worker! };
}

/** Lets the detector's awaits (createImageBitmap, then postMessage) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadFaceDetector', () => {
  it('starts one module worker for the page and resolves once the worker is ready', async () => {
    const { loadFaceDetector, detect, worker } = await loadedDetector();
    expect(await loadFaceDetector()).toBe(detect);
    expect(FakeWorker.created).toHaveLength(1);
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.url.pathname).toMatch(/face-detector\.worker\.ts$/);
  });

  it('moves each frame to the worker, runs one detection at a time and records the worker’s timing', async () => {
    const { detect, worker } = await loadedDetector();
    const video = document.createElement('video');
    const first = detect(video);
    // A tick while the first detection runs is skipped.
    expect(await detect(video)).toBeNull();
    await settle();
    expect(worker.sent).toHaveLength(1);
    const [{ request, transfer }] = worker.sent as [(typeof worker.sent)[number]];
    expect(createImageBitmap).toHaveBeenCalledWith(video);
    expect(transfer).toEqual([request.frame]);

    worker.answer({
      type: 'detected',
      id: request.id,
      scores: [0.785],
      startedAtEpochMs: performance.timeOrigin + 10,
      durationMs: 38,
    });
    expect(await first).toEqual([0.785]);
    const [measure] = performance.getEntriesByName(FACE_DETECTION_MEASURE, 'measure');
    expect(measure?.startTime).toBeCloseTo(10, 2);
    expect(measure?.duration).toBe(38);

    const canvas = document.createElement('canvas');
    const next = detect(canvas);
    await settle();
    worker.answer({
      type: 'detected',
      id: worker.sent[1]!.request.id,
      scores: [],
      startedAtEpochMs: performance.timeOrigin + 600,
      durationMs: 41,
    });
    expect(await next).toEqual([]);
    expect(performance.getEntriesByName(FACE_DETECTION_MEASURE, 'measure').map(({ duration }) => duration)).toEqual([
      38, 41,
    ]);
  });

  it('rejects a detection the worker could not run', async () => {
    const { detect, worker } = await loadedDetector();
    const result = detect(document.createElement('video'));
    await settle();
    worker.answer({ type: 'detect-failed', id: worker.sent[0]!.request.id, message: 'out of memory' });
    await expect(result).rejects.toThrow('out of memory');
  });

  it('skips a frame the video cannot give yet, and fails only after many in a row', async () => {
    const { detect, worker } = await loadedDetector();
    const noFrame = () =>
      Promise.reject(new DOMException('The ImageBitmap could not be allocated.', 'InvalidStateError'));
    vi.mocked(createImageBitmap).mockImplementationOnce(noFrame);
    const video = document.createElement('video');
    expect(await detect(video)).toBeNull();
    expect(worker.sent).toHaveLength(0);

    vi.mocked(createImageBitmap).mockImplementation(noFrame);
    for (let missed = 0; missed < 18; missed++) expect(await detect(video)).toBeNull();
    await expect(detect(video)).rejects.toThrow('could not be allocated');
  });

  it('fails every later detection once the worker has stopped', async () => {
    const { detect, worker } = await loadedDetector();
    const running = detect(document.createElement('video'));
    await settle();
    worker.dispatchEvent(Object.assign(new Event('error'), { message: 'crashed' }));
    await expect(running).rejects.toThrow('The face detector stopped: crashed');
    await expect(detect(document.createElement('video'))).rejects.toThrow('crashed');
    expect(worker.terminated).toBe(true);
  });

  it('does not keep a failed load: the next call starts a new worker', async () => {
    const { loadFaceDetector } = await import('./face-detector');
    const failed = loadFaceDetector();
    FakeWorker.created[0]!.answer({ type: 'failed', message: 'model not found' });
    await expect(failed).rejects.toThrow('model not found');
    expect(FakeWorker.created[0]!.terminated).toBe(true);

    const retried = loadFaceDetector();
    expect(FakeWorker.created).toHaveLength(2);
    FakeWorker.created[1]!.answer({ type: 'ready', backend: 'wasm' });
    await expect(retried).resolves.toBeTypeOf('function');
  });
});
