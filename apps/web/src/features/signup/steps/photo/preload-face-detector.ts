import { useEffect } from 'react';

/** Long enough for the step's own rendering and requests to go first; short enough to be ready at the camera. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Starts loading the face detector (worker, wasm and model: its own chunks) while the visitor fills in the step
 * before the photo, so the camera step starts warm. Idempotent: the photo step shares the same load. A failure is
 * left to the photo step, which tries again and says so.
 */
export function usePreloadFaceDetector(): void {
  useEffect(() => {
    const preload = () => {
      import('./face-detector').then((module) => module.loadFaceDetector()).catch(() => undefined);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, []);
}
