import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { PHOTO_FILE, PHOTO_FILE_TEXT } from '@gym/contracts/photo';
import { useSharedText } from '../../../../lib/i18n/catalog';
import { checkChosenPhoto } from './photo-file';

const loadDetector = () => import('./face-detector').then((module) => module.loadFaceDetector());

/**
 * The way on when the live camera cannot be used: a photo chosen from the device, face-checked like a capture.
 * capture="user" lets a phone open its front camera from the same button; a desktop opens its file picker.
 */
export function PhotoFromDevice({ onPhoto }: { onPhoto: (photo: string) => void }) {
  const shared = useSharedText();
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    setProblem(null);
    const result = await checkChosenPhoto(file, loadDetector);
    setChecking(false);
    if ('photo' in result) onPhoto(result.photo);
    else setProblem(result.problem);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography>{shared(PHOTO_FILE_TEXT.offer)}</Typography>
      <input
        ref={input}
        type="file"
        accept={PHOTO_FILE.accept}
        capture="user"
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again (after a refusal) still fires a change.
          event.currentTarget.value = '';
          void choose(file);
        }}
      />
      <Button
        variant="contained"
        startIcon={<PhotoLibraryIcon />}
        disabled={checking}
        onClick={() => input.current?.click()}
        endIcon={
          checking ? <CircularProgress size={16} color="inherit" aria-label={shared(PHOTO_FILE_TEXT.checking)} /> : null
        }
      >
        {shared(PHOTO_FILE_TEXT.choose)}
      </Button>
      {problem && (
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
          {shared(problem)}
        </Alert>
      )}
    </Stack>
  );
}
