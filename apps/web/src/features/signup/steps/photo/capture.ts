import { PHOTO, PHOTO_ALERTS } from '@gym/contracts/photo';

export type CaptureResult = { photo: string } | { alert: string };

/**
 * Checks react-webcam's screenshot: none (or the empty canvas's 'data:,') means the video has no frame yet; a JPEG data URL under
 * 5000 characters is an almost uniform (dark) frame, which is what a closed privacy shutter gives.
 */
export function checkScreenshot(screenshot: string | null | undefined): CaptureResult {
  if (!screenshot || screenshot === 'data:,') return { alert: PHOTO_ALERTS.cameraNotReady };
  if (screenshot.length < PHOTO.shutterClosedMinChars) return { alert: PHOTO_ALERTS.shutterClosed };
  return { photo: screenshot };
}
