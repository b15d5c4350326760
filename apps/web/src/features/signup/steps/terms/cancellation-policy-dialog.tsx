import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';

interface CancellationPolicyDialogProps {
  open: boolean;
  text: string;
  onClose: () => void;
}

/** The cancellation policy (cancelingmymembership_text), opened from the terms checkbox. */
export function CancellationPolicyDialog({ open, text, onClose }: CancellationPolicyDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="cancellation-policy-title" maxWidth="sm" fullWidth>
      <DialogTitle id="cancellation-policy-title">Cancellation policy</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
