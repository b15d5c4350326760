import { CAMERA_TEXT, FACE_TEXT, PHOTO } from '@gym/contracts/photo';
import type { CameraStatus } from './use-camera-permission';
import type { FaceDetection } from './use-face-detection';

export type FaceCheck = 'ready' | 'multipleFaces' | 'noFace' | 'lowConfidence';

/** Exactly one face, scoring at least 0.7 (the sign-up document, "Camera"). */
export function checkFaces(scores: readonly number[]): FaceCheck {
  if (scores.length > PHOTO.requiredFaces) return 'multipleFaces';
  const [score] = scores;
  if (scores.length < PHOTO.requiredFaces || score === undefined) return 'noFace';
  return score >= PHOTO.readyScore ? 'ready' : 'lowConfidence';
}

export interface PhotoStatus {
  text: string;
  severity: 'info' | 'success' | 'warning' | 'error';
  /** Capture is enabled only with a playing camera, a loaded model and one clear face. */
  canCapture: boolean;
}

const status = (text: string, severity: PhotoStatus['severity'], canCapture = false): PhotoStatus => ({
  text,
  severity,
  canCapture,
});

/** What the live view tells the visitor, in order of precedence. */
export function photoStatus(camera: CameraStatus, videoPlaying: boolean, detection: FaceDetection): PhotoStatus {
  if (camera === 'loading') return status(CAMERA_TEXT.checking, 'info');
  if (camera === 'denied') return status(CAMERA_TEXT.denied, 'error');
  if (camera === 'occupied') return status(CAMERA_TEXT.occupied, 'error');
  if (detection.phase === 'unavailable') return status(FACE_TEXT.unavailable, 'error');
  if (detection.phase === 'loading' || !videoPlaying || detection.scores === null) {
    return status(FACE_TEXT.starting, 'info');
  }
  const check = checkFaces(detection.scores);
  if (check === 'ready') return status(FACE_TEXT.ready, 'success', true);
  return status(FACE_TEXT[check], 'warning');
}
