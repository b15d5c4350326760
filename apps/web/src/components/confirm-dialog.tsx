import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useText } from '../lib/i18n/catalog';
import { componentsText } from './i18n';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy: boolean;
  /** The server's reason when the last attempt failed. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A yes/no question before a payment, a delete or a reset; it stays open with the reason when the call fails. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useText(componentsText);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{props.text}</DialogContentText>
        {props.error && (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
            {props.error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {t('components.confirm.cancel')}
        </Button>
        <Button
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={props.onConfirm}
          disabled={props.busy}
          endIcon={
            props.busy ? (
              <CircularProgress size={16} color="inherit" aria-label={t('components.confirm.working')} />
            ) : null
          }
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
