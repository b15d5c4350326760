import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useId } from 'react';

interface PhotoAlertDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so the text does not vanish during the fade. */
  message: string;
  onClose: () => void;
}

/** The step's alerts (camera not ready, shutter closed) as an accessible alert dialog. */
export function PhotoAlertDialog({ open, message, onClose }: PhotoAlertDialogProps) {
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby={textId} maxWidth="xs">
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
