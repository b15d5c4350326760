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
import { useText } from '../../lib/i18n/catalog';
import { componentsText } from '../i18n';
import { BillingFrame } from './billing-frame';
import type { CardDialogProps } from './card-dialog';
import { sameCard, withBillingName } from './frame-card';
import { useFrameCard } from './use-frame-card';

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
  const t = useText(componentsText);
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
      <IconButton
        aria-label={t('components.cardDialog.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <LockOutlinedIcon fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <Typography id="card-dialog-intro" variant="body2">
              {t('components.cardDialog.intro')}
            </Typography>
          </Stack>
          {stillDeclined && (
            <Alert severity="error" role="alert">
              {t('components.cardDialog.declined', { declined })}
            </Alert>
          )}
          <Part
            id="card-dialog-frame"
            title={t('components.cardDialog.frame')}
            help={t('components.cardDialog.frameHelp')}
          >
            <BillingFrame billingUrl={billingUrl} />
          </Part>
          <Part
            id="card-dialog-saved"
            title={t('components.cardDialog.saved')}
            help={t('components.cardDialog.savedHelp')}
          >
            <TextField
              label={t('components.cardDialog.nameOnCard')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(false);
              }}
              autoComplete="cc-name"
              error={nameError}
              helperText={nameError ? t('components.cardDialog.nameOnCardRequired') : ' '}
              // The only field to fill in: marked required on the input, without an asterisk in the label.
              slotProps={{ htmlInput: { maxLength: 120, required: true } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('components.cardDialog.cardNumber')}
                value={message?.cc_number ?? ''}
                placeholder={t('components.cardDialog.fromCardForm')}
                fullWidth
                slotProps={readOnly}
              />
              <TextField
                label={t('components.cardDialog.expirationDate')}
                value={message?.expiration_date ?? ''}
                placeholder={t('components.cardDialog.expirationFormat')}
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
        <Button onClick={onClose}>{t('components.cardDialog.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={message === null || (nameRequired && blankName) || busy}
          endIcon={
            busy ? <CircularProgress size={16} color="inherit" aria-label={t('components.cardDialog.saving')} /> : null
          }
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </>
  );
}
