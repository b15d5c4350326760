import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { PERSONAL_INFO_MESSAGES } from '@gym/contracts/personal-info';

interface UnderAgeDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The under-18 modal: the visitor stays on the step with what they typed. */
export function UnderAgeDialog({ open, onClose }: UnderAgeDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Age requirement</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{PERSONAL_INFO_MESSAGES.under18}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
