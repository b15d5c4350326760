import { describe, expect, it } from 'vitest';
import { CAMERA_TEXT, FACE_TEXT } from '@gym/contracts/photo';
import { checkFaces, photoStatus } from './photo-status';
import { cameraErrorStatus } from './use-camera-permission';

describe('checkFaces', () => {
  it('needs exactly one face scoring at least 0.7', () => {
    expect(checkFaces([0.7])).toBe('ready');
    expect(checkFaces([0.98])).toBe('ready');
    expect(checkFaces([0.69])).toBe('lowConfidence');
    expect(checkFaces([])).toBe('noFace');
    expect(checkFaces([0.9, 0.8])).toBe('multipleFaces');
    expect(checkFaces([0.9, 0.31])).toBe('multipleFaces');
  });
});

describe('photoStatus', () => {
  const detecting = (scores: number[] | null) => ({ phase: 'detecting', scores }) as const;

  it('asks for the camera first, then reports a refused or busy camera', () => {
    expect(photoStatus('loading', false, { phase: 'loading' }).text).toBe(CAMERA_TEXT.checking);
    expect(photoStatus('denied', false, detecting([0.9]))).toMatchObject({
      text: CAMERA_TEXT.denied,
      canCapture: false,
    });
    expect(photoStatus('occupied', false, detecting([0.9])).text).toBe(CAMERA_TEXT.occupied);
  });

  it('says face detection is unavailable when the model failed', () => {
    expect(photoStatus('granted', true, { phase: 'unavailable' })).toMatchObject({
      text: FACE_TEXT.unavailable,
      canCapture: false,
    });
  });

  it('enables Capture only with a playing camera, a loaded model and one clear face', () => {
    expect(photoStatus('granted', true, detecting([0.95]))).toMatchObject({ text: FACE_TEXT.ready, canCapture: true });
    expect(photoStatus('granted', false, detecting([0.95])).canCapture).toBe(false);
    expect(photoStatus('granted', true, { phase: 'loading' }).canCapture).toBe(false);
    expect(photoStatus('granted', true, detecting(null)).text).toBe(FACE_TEXT.starting);
    expect(photoStatus('granted', true, detecting([0.5])).text).toBe(FACE_TEXT.lowConfidence);
    expect(photoStatus('granted', true, detecting([])).text).toBe(FACE_TEXT.noFace);
    expect(photoStatus('granted', true, detecting([0.9, 0.9])).text).toBe(FACE_TEXT.multipleFaces);
  });
});

describe('cameraErrorStatus', () => {
  const error = (name: string) => new DOMException('camera', name);

  it('maps a camera held by another application to occupied and everything else to denied', () => {
    expect(cameraErrorStatus(error('NotReadableError'))).toBe('occupied');
    expect(cameraErrorStatus(error('TrackStartError'))).toBe('occupied');
    expect(cameraErrorStatus(error('NotAllowedError'))).toBe('denied');
    expect(cameraErrorStatus(error('SecurityError'))).toBe('denied');
    expect(cameraErrorStatus(error('OverconstrainedError'))).toBe('denied');
    expect(cameraErrorStatus('getUserMedia not supported')).toBe('denied');
  });
});
