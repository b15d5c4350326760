import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { STEP } from '@gym/contracts/messages';
import { PHOTO, PHOTO_BUTTONS } from '@gym/contracts/photo';
import { useSharedText } from '../../../../lib/i18n/catalog';
import { useStepCompletion } from '../../wizard/use-step-completion';
import { useWizardNavigation } from '../../wizard/use-wizard-navigation';
import { useWizard } from '../../wizard/wizard-context';
import { checkScreenshot } from './capture';
import { CapturedPhoto } from './captured-photo';
import { LiveCamera } from './live-camera';
import { PhotoAlertDialog } from './photo-alert-dialog';
import { PhotoFromDevice } from './photo-from-device';
import { useCameraPermission } from './use-camera-permission';

/**
 * Step 4: a face-checked photo from the front camera or, when the camera cannot be used, chosen from the device.
 * A photo taken before (coming back, or editing from the confirm step) shows first, with Retake and Next.
 */
export default function PhotoStep() {
  const shared = useSharedText();
  const { state } = useWizard();
  const completeStep = useStepCompletion();
  const { goBack } = useWizardNavigation();
  const camera = useCameraPermission();
  const [photo, setPhoto] = useState(state.photo);
  const [alert, setAlert] = useState({ open: false, message: '' });

  const capture = (screenshot: string | null) => {
    const result = checkScreenshot(screenshot);
    if ('alert' in result) setAlert({ open: true, message: result.alert });
    else setPhoto(result.photo);
  };
  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={() => goBack(STEP.personalInfo)}>
      {shared(PHOTO_BUTTONS.back)}
    </Button>
  );

  return (
    <Box sx={{ maxWidth: PHOTO.sizePx }}>
      {photo ? (
        <CapturedPhoto
          photo={photo}
          back={back}
          onRetake={() => setPhoto(null)}
          onNext={() => completeStep(STEP.photo, { photo })}
        />
      ) : (
        <LiveCamera camera={camera} back={back} onCapture={capture} fallback={<PhotoFromDevice onPhoto={setPhoto} />} />
      )}
      <PhotoAlertDialog {...alert} onClose={() => setAlert({ ...alert, open: false })} />
    </Box>
  );
}
