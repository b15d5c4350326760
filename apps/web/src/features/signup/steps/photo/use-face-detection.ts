import { useEffect, useState } from 'react';
import { PHOTO } from '@gym/contracts/photo';
import type { DetectFaces } from './face-detector';

export type FaceDetection =
  | { phase: 'loading' }
  | { phase: 'unavailable' }
  /** scores is null until the first detection has finished. */
  | { phase: 'detecting'; scores: number[] | null };

/** Kept for the page's life, so that Retake does not show the loading state again. */
let loadedDetector: DetectFaces | null = null;

/**
 * Face detection on the live view: the detector (a worker with face-api and its model, their own chunks) loads
 * on first use unless the personal-info step has started it already, then the current frame is checked every
 * 500 ms while `video` is playing; a tick is skipped while the previous detection still runs (see DetectFaces).
 * The loop stops on unmount.
 */
export function useFaceDetection(video: HTMLVideoElement | null): FaceDetection {
  const [detect, setDetect] = useState<DetectFaces | null>(() => loadedDetector);
  const [failed, setFailed] = useState(false);
  const [scores, setScores] = useState<number[] | null>(null);

  useEffect(() => {
    if (loadedDetector) return;
    let mounted = true;
    import('./face-detector')
      .then((module) => module.loadFaceDetector())
      .then(
        (loaded) => {
          loadedDetector = loaded;
          if (mounted) setDetect(() => loaded);
        },
        (error: unknown) => {
          console.error('Face detection could not load:', error);
          if (mounted) setFailed(true);
        },
      );
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    if (!detect || !video || failed) return;
    let running = true;
    const tick = () => {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      detect(video).then(
        (found) => {
          if (running && found) setScores(found);
        },
        (error: unknown) => {
          // A failed detection (the worker stopped, or frames cannot be read) does not recover without a reload.
          console.error('Face detection failed:', error);
          if (running) setFailed(true);
        },
      );
    };
    tick();
    const timer = window.setInterval(tick, PHOTO.detectionIntervalMs);
    return () => {
      running = false;
      window.clearInterval(timer);
    };
  }, [detect, video, failed]);

  if (failed) return { phase: 'unavailable' };
  if (!detect) return { phase: 'loading' };
  return { phase: 'detecting', scores };
}
