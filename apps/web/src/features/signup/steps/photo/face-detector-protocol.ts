/** The messages between the photo step and its face-detection worker (face-detector.worker.ts). */

/** A camera frame or a chosen photo, moved (not copied) to the worker, which closes it. */
export interface DetectRequest {
  id: number;
  frame: ImageBitmap;
}

export type WorkerAnswer =
  /** The backend is set up, the model loaded and its first run done: detections are fast from here on. */
  | { type: 'ready'; backend: string }
  | { type: 'failed'; message: string }
  /**
   * The scores of the faces found, and when the detection started (epoch ms: the worker's clock has its own
   * origin) and how long it took, for the page's performance measure.
   */
  | { type: 'detected'; id: number; scores: number[]; startedAtEpochMs: number; durationMs: number }
  | { type: 'detect-failed'; id: number; message: string };
