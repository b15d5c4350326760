import { describe, expect, it, vi } from 'vitest';
import { FACE_DETECTION_MEASURE, PHOTO } from '@gym/contracts/photo';

const pending: ((faces: { score: number }[]) => void)[] = [];
const detectAllFaces = vi.fn((input: unknown, _options?: unknown) =>
  input instanceof HTMLCanvasElement ? Promise.resolve([]) : new Promise((resolve) => pending.push(resolve)),
);
const loadFromUri = vi.fn(() => Promise.resolve());

vi.mock('@vladmandic/face-api', () => ({
  tf: { setBackend: vi.fn(() => Promise.resolve(true)), ready: vi.fn(() => Promise.resolve()) },
  nets: { tinyFaceDetector: { loadFromUri } },
  TinyFaceDetectorOptions: vi.fn(function (this: object, options: object) {
    Object.assign(this, options);
  }),
  detectAllFaces,
}));

describe('loadFaceDetector', () => {
  it('loads the model from our origin with the step settings and runs one detection at a time', async () => {
    const { loadFaceDetector } = await import('./face-detector');
    const detect = await loadFaceDetector();
    expect(await loadFaceDetector()).toBe(detect);
    expect(loadFromUri).toHaveBeenCalledOnce();
    expect(loadFromUri).toHaveBeenCalledWith('/models/face-api');
    expect(detectAllFaces.mock.calls[0]?.[1]).toMatchObject({ inputSize: 320, scoreThreshold: PHOTO.scoreThreshold });

    const video = document.createElement('video');
    const first = detect(video);
    // A tick while the first detection runs is skipped.
    expect(await detect(video)).toBeNull();
    pending.shift()?.([{ score: 0.9 }]);
    expect(await first).toEqual([0.9]);
    expect(performance.getEntriesByName(FACE_DETECTION_MEASURE, 'measure')).toHaveLength(1);

    const next = detect(video);
    pending.shift()?.([]);
    expect(await next).toEqual([]);
  });
});
