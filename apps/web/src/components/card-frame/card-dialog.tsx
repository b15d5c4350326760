import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import type { FrameCard, FrameCardMessage } from '@gym/contracts/billing';
import { BillingFrame, type BillingUrlQuery } from './billing-frame';
import { sameCard, withBillingName } from './frame-card';
import { useFrameCard } from './use-frame-card';

export const NAME_ON_CARD_REQUIRED = 'Name on Card is required';

export interface CardDialogProps {
  open: boolean;
  title: 'Add New Card' | 'Update Card';
  /** The frame's URL, asked for by the feature (it may start before the dialog opens). */
  billingUrl: BillingUrlQuery;
  submitLabel: string;
  /** The card the dialog starts from (Update Card); null for a new one. */
  current: FrameCard | null;
  /** A former member's card is added with the name on it: the button stays disabled while it is empty. */
  nameRequired: boolean;
  busy?: boolean;
  /** Why the last save failed (the server's text), shown above the buttons. */
  error?: string | null;
  onClose: () => void;
  /** `isNew` when the frame gave another card than `current`. */
  onSubmit: (card: FrameCard, isNew: boolean) => void;
}

/** The full-screen card dialog: the provider's frame, then the name on the card and the card it gave. */
export function CardDialog(props: CardDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullScreen aria-labelledby="card-dialog-title">
      {/* Mounted only while open: each opening starts from `current` with a fresh frame. */}
      {props.open && <CardDialogContent {...props} />}
    </Dialog>
  );
}

function CardDialogContent({
  title,
  billingUrl,
  submitLabel,
  current,
  nameRequired,
  busy,
  error,
  onClose,
  onSubmit,
}: CardDialogProps) {
  const [message, setMessage] = useState<FrameCardMessage | null>(current);
  const [name, setName] = useState(current?.billingName ?? '');
  const [nameError, setNameError] = useState(false);
  useFrameCard(true, setMessage);

  const blankName = name.trim() === '';
  const submit = () => {
    if (!message) return;
    if (blankName) {
      setNameError(true);
      return;
    }
    onSubmit(withBillingName(message, name), !sameCard(message, current));
  };

  return (
    <>
      <DialogTitle id="card-dialog-title" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
          <BillingFrame billingUrl={billingUrl} />
          <TextField
            label="Name on Card"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(false);
            }}
            autoComplete="cc-name"
            error={nameError}
            helperText={nameError ? NAME_ON_CARD_REQUIRED : ' '}
            // The only field to fill in: marked required on the input, without an asterisk in the label.
            slotProps={{ htmlInput: { maxLength: 120, required: true } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Card Number"
              value={message?.cc_number ?? ''}
              placeholder="From the card form above"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            />
            <TextField
              label="Expiration Date"
              value={message?.expiration_date ?? ''}
              placeholder="MM/YY"
              sx={{ maxWidth: { sm: 160 } }}
              slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            />
          </Stack>
          {error && (
            <Alert severity="error" variant="outlined">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={message === null || (nameRequired && blankName) || busy}
          endIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : null}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
