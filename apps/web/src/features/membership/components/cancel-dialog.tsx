import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { CancellationPreview } from '@gym/contracts/membership';
import { formatLongClubDay } from '../../../lib/club-days';
import { useCancellationPreview } from '../api/cancellation';

interface CancelDialogProps {
  open: boolean;
  busy: boolean;
  /** The server's reason when the cancellation failed. */
  error: string | null;
  onKeep: () => void;
  onConfirm: () => void;
}

/** What cancelling today does, in the words the member needs before confirming. */
function Consequences({ preview }: { preview: CancellationPreview }) {
  if (preview.coolingOff) {
    return (
      <Stack spacing={1.5}>
        <Typography>
          You signed within the last five business days, so you may cancel for a full refund: your membership ends
          today, {formatLongClubDay(preview.lastDay)}.
        </Typography>
        {preview.refund && (
          <Typography>
            Every payment you made, <strong>{preview.refund.amount}</strong>, is refunded to your card at once.
          </Typography>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Typography>
        Your last day of membership will be <strong>{formatLongClubDay(preview.lastDay)}</strong>: 30 days' notice, and
        the last month you paid when you joined covers your final month.
      </Typography>
      <Typography>
        {preview.lastCharge ? (
          <>
            Your last charge will be <strong>{preview.lastCharge.amount}</strong> on{' '}
            {formatLongClubDay(preview.lastCharge.date)} ({preview.lastCharge.description}). No charge follows it.
          </>
        ) : (
          <>No further charges will be taken.</>
        )}
      </Typography>
      <Typography color="text.secondary">
        You can keep using the clubs until then, and withdraw the cancellation until your last day.
      </Typography>
    </Stack>
  );
}

/** The one confirmation of a cancellation: the dates and money first, then 'Confirm cancellation'. */
export function CancelDialog({ open, busy, error, onKeep, onConfirm }: CancelDialogProps) {
  const titleId = useId();
  const preview = useCancellationPreview(open);
  return (
    <Dialog open={open} onClose={busy ? undefined : onKeep} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Cancel your membership</DialogTitle>
      <DialogContent>
        {preview.data ? (
          <Consequences preview={preview.data} />
        ) : preview.isError ? (
          <Alert severity="error" variant="outlined">
            {preview.error.message}
          </Alert>
        ) : (
          <Stack sx={{ alignItems: 'center', py: 2 }} role="status">
            <CircularProgress aria-label="Working out your last day" />
          </Stack>
        )}
        {error && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} disabled={busy}>
          Keep my membership
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={busy || !preview.data}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Confirm cancellation
        </Button>
      </DialogActions>
    </Dialog>
  );
}
