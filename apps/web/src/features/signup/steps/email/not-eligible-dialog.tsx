import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { NOT_ELIGIBLE_MESSAGE } from '@gym/contracts/signup-lookup';

export function NotEligibleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" aria-describedby="not-eligible-text">
      <DialogContent>
        <DialogContentText id="not-eligible-text">{NOT_ELIGIBLE_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
