import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { PHOTO, PHOTO_BUTTONS } from '@gym/contracts/photo';
import { useSharedText, useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';
import { PhotoFrame } from './photo-frame';

interface CapturedPhotoProps {
  /** A JPEG data URL. react-webcam mirrors the screenshot like the live view, so it shows as taken. */
  photo: string;
  back: ReactNode;
  onRetake: () => void;
  onNext: () => void;
}

export function CapturedPhoto({ photo, back, onRetake, onNext }: CapturedPhotoProps) {
  const t = useText(signupText);
  const shared = useSharedText();
  return (
    <Stack spacing={2}>
      <PhotoFrame>
        <img src={photo} alt={t('signup.photo.yourPhoto')} width={PHOTO.sizePx} height={PHOTO.sizePx} />
      </PhotoFrame>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        {back}
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onRetake}>
            {shared(PHOTO_BUTTONS.retake)}
          </Button>
          <Button variant="contained" onClick={onNext}>
            {shared(PHOTO_BUTTONS.next)}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
