import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useText } from '../lib/i18n/catalog';
import { componentsText } from './i18n';

export interface DialogShellProps {
  /** Shown; a dialog mounted only while open leaves it out. */
  open?: boolean;
  title: string;
  /** The sentence under the title; it is the dialog's accessible description. */
  description?: ReactNode;
  /** The body under the description: fields, choices, what the action does. */
  children?: ReactNode;
  /** The server's reason when the last attempt failed, shown under the body. */
  error?: string | null;
  /** While the action runs: the buttons are disabled, the dialog cannot be closed and the confirm button spins. */
  busy: boolean;
  /** The spinner's name while busy ("Working" unless told). */
  busyLabel?: string;
  /** The button that backs out ("Cancel" unless told). */
  cancelLabel?: string;
  confirmLabel: string;
  /** The confirm button in the error colour: a delete, a cancellation. */
  danger?: boolean;
  /** The confirm button is disabled (nothing chosen yet, a signature missing). */
  confirmDisabled?: boolean;
  /** Escape, the backdrop and the cancel button (unless `onCancel` gives that button another action). */
  onClose: () => void;
  /** The cancel button when it does something else than closing, e.g. a step's Back. */
  onCancel?: () => void;
  onConfirm: () => void;
  /** The body is a form: the confirm button submits it, and so does Enter in a field. */
  asForm?: boolean;
  /** As wide as MUI's 'sm' whatever the body, for fields or choices; a plain question is only as wide as its text. */
  wide?: boolean;
}

/**
 * The frame of every dialog that asks before an action: the title, the description, the body, the server's
 * refusal in place, and Cancel with the confirm button. It stays open while the action runs and with the reason
 * when it fails.
 */
export function DialogShell(props: DialogShellProps) {
  const t = useText(componentsText);
  const titleId = useId();
  const descriptionId = useId();
  const hasDescription = props.description !== undefined;
  const content = (
    <>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {hasDescription && <DialogContentText id={descriptionId}>{props.description}</DialogContentText>}
          {props.children}
          {props.error && (
            <Alert severity="error" variant="outlined">
              {props.error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel ?? props.onClose} disabled={props.busy}>
          {props.cancelLabel ?? t('components.confirm.cancel')}
        </Button>
        <Button
          type={props.asForm ? 'submit' : 'button'}
          variant="contained"
          color={props.danger ? 'error' : 'primary'}
          onClick={props.asForm ? undefined : props.onConfirm}
          disabled={props.busy || props.confirmDisabled}
          endIcon={
            props.busy ? (
              <CircularProgress
                size={16}
                color="inherit"
                aria-label={props.busyLabel ?? t('components.confirm.working')}
              />
            ) : null
          }
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
  return (
    <Dialog
      open={props.open ?? true}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      fullWidth={props.wide}
    >
      {props.asForm ? (
        <form
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault();
            if (!props.busy && !props.confirmDisabled) props.onConfirm();
          }}
        >
          {content}
        </form>
      ) : (
        content
      )}
    </Dialog>
  );
}
