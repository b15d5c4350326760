import CameraAltIcon from '@mui/icons-material/CameraAlt';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Alert, Button, Stack } from '@mui/material';
import { type ReactNode, useRef, useState } from 'react';
import WebcamModule from 'react-webcam';
import { PHOTO, PHOTO_BUTTONS } from '@gym/contracts/photo';
import { useSharedText, useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';
import { PhotoFrame } from './photo-frame';
import { photoStatus } from './photo-status';
import type { useCameraPermission } from './use-camera-permission';
import { useFaceDetection } from './use-face-detection';

// Under Vite 8 the CommonJS package's default import can arrive as the module object: unwrap it.
const Webcam = (WebcamModule as unknown as { default?: typeof WebcamModule }).default ?? WebcamModule;

/** A module constant: react-webcam asks for the camera again whenever these change. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: PHOTO.sizePx,
  height: PHOTO.sizePx,
  facingMode: 'user',
};

interface LiveCameraProps {
  camera: ReturnType<typeof useCameraPermission>;
  back: ReactNode;
  /** react-webcam's screenshot: a JPEG data URL, or null when the video has no frame. */
  onCapture: (screenshot: string | null) => void;
  /** Shown under the camera's status when the camera cannot be used (denied, missing or busy). */
  fallback: ReactNode;
}

/** The mirrored front camera with the face check; Capture is enabled only for one clear face. */
export function LiveCamera({ camera, back, onCapture, fallback }: LiveCameraProps) {
  const t = useText(signupText);
  const shared = useSharedText();
  const webcamRef = useRef<WebcamModule>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const detection = useFaceDetection(video);
  const status = photoStatus(camera.status, video !== null, detection);
  const cameraUsable = camera.status === 'loading' || camera.status === 'granted';

  return (
    <Stack spacing={2}>
      <PhotoFrame compact={!cameraUsable}>
        {!cameraUsable && (
          <VideocamOffIcon sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 64, color: 'grey.500' }} />
        )}
        {cameraUsable && (
          <Webcam
            ref={webcamRef}
            audio={false}
            mirrored
            screenshotFormat={PHOTO.screenshotFormat}
            minScreenshotWidth={PHOTO.sizePx}
            minScreenshotHeight={PHOTO.sizePx}
            videoConstraints={VIDEO_CONSTRAINTS}
            onUserMedia={camera.onUserMedia}
            onUserMediaError={camera.onUserMediaError}
            onLoadedData={(event) => setVideo(event.currentTarget)}
            aria-label={t('signup.photo.cameraPreview')}
          />
        )}
      </PhotoFrame>
      <Alert severity={status.severity} role="status">
        {shared(status.text)}
      </Alert>
      {!cameraUsable && fallback}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        {back}
        <Button
          variant="contained"
          startIcon={<CameraAltIcon />}
          disabled={!status.canCapture}
          onClick={() => onCapture(webcamRef.current?.getScreenshot() ?? null)}
        >
          {shared(PHOTO_BUTTONS.capture)}
        </Button>
      </Stack>
    </Stack>
  );
}
