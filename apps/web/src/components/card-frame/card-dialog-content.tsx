import CloseIcon from '@mui/icons-material/Close';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import {
  Alert,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import type { FrameCardMessage } from '@gym/contracts/billing';
import { BillingFrame } from './billing-frame';
import type { CardDialogProps } from './card-dialog';
import { sameCard, withBillingName } from './frame-card';
import { useFrameCard } from './use-frame-card';

const NAME_ON_CARD_REQUIRED = 'Name on Card is required';

export const CARD_DIALOG_TEXT = {
  intro:
    'Your card number, expiry date and security code go straight to our payment provider through its secure form. ' +
    'We keep only a token to charge the card, its last four digits and its expiry date.',
  frame: 'Card details',
  frameHelp: 'Secure form of our payment provider. Press Save card once you have typed them.',
  saved: 'The card as the provider saved it',
  savedHelp: 'Card Number and Expiration Date fill in from the form above. Give the name as printed on the card.',
} as const;

function Part({ id, title, help, children }: { id: string; title: string; help: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <div>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      </div>
      {children}
    </Stack>
  );
}

export function CardDialogContent(props: CardDialogProps) {
  const { title, billingUrl, submitLabel, current, nameRequired, busy, error, declined, onClose, onSubmit } = props;
  const [message, setMessage] = useState<FrameCardMessage | null>(current);
  const [name, setName] = useState(current?.billingName ?? '');
  const [nameError, setNameError] = useState(false);
  useFrameCard(true, setMessage);

  const blankName = name.trim() === '';
  const stillDeclined = declined && sameCard(message, current);
  const submit = () => {
    if (!message) return;
    if (blankName) {
      setNameError(true);
      return;
    }
    onSubmit(withBillingName(message, name), !sameCard(message, current));
  };
  const readOnly = { htmlInput: { readOnly: true }, inputLabel: { shrink: true } };

  return (
    <>
      <DialogTitle id="card-dialog-title" sx={{ pr: 7 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <LockOutlinedIcon fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Typography id="card-dialog-intro" variant="body2">
              {CARD_DIALOG_TEXT.intro}
            </Typography>
          </Stack>
          {stillDeclined && (
            <Alert severity="error" role="alert">
              {declined} Please enter another card.
            </Alert>
          )}
          <Part id="card-dialog-frame" title={CARD_DIALOG_TEXT.frame} help={CARD_DIALOG_TEXT.frameHelp}>
            <BillingFrame billingUrl={billingUrl} />
          </Part>
          <Part id="card-dialog-saved" title={CARD_DIALOG_TEXT.saved} help={CARD_DIALOG_TEXT.savedHelp}>
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
                slotProps={readOnly}
              />
              <TextField
                label="Expiration Date"
                value={message?.expiration_date ?? ''}
                placeholder="MM/YY"
                sx={{ maxWidth: { sm: 160 } }}
                slotProps={readOnly}
              />
            </Stack>
          </Part>
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
