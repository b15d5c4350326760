import { useCallback, useState } from 'react';

/** loading while the browser asks; then granted, or why the camera cannot be used. */
export type CameraStatus = 'loading' | 'granted' | 'denied' | 'occupied';

/**
 * getUserMedia's error name decides: NotReadableError (TrackStartError in older Chrome) means another
 * application holds the camera; NotAllowedError, SecurityError and anything else count as denied.
 */
export function cameraErrorStatus(error: string | DOMException): 'denied' | 'occupied' {
  const name = typeof error === 'string' ? error : error.name;
  return name === 'NotReadableError' || name === 'TrackStartError' ? 'occupied' : 'denied';
}

/** The camera's state, fed by react-webcam's getUserMedia callbacks. */
export function useCameraPermission() {
  const [status, setStatus] = useState<CameraStatus>('loading');
  const onUserMedia = useCallback(() => setStatus('granted'), []);
  const onUserMediaError = useCallback((error: string | DOMException) => {
    console.info('Camera unavailable:', error);
    setStatus(cameraErrorStatus(error));
  }, []);
  return { status, onUserMedia, onUserMediaError };
}
