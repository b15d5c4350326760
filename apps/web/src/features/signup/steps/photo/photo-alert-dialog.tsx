import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useId } from 'react';
import { useSharedText, useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';

interface PhotoAlertDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so the text does not vanish during the fade. */
  message: string;
  onClose: () => void;
}

/** The step's alerts (camera not ready, shutter closed: texts of contracts) as an accessible alert dialog. */
export function PhotoAlertDialog({ open, message, onClose }: PhotoAlertDialogProps) {
  const t = useText(signupText);
  const shared = useSharedText();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby={textId} maxWidth="xs">
      <DialogContent>
        <DialogContentText id={textId}>{shared(message)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('signup.wizard.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
