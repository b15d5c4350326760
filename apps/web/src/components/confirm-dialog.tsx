import { DialogShell } from './dialog-shell';

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
export function ConfirmDialog({ text, onCancel, ...props }: ConfirmDialogProps) {
  return <DialogShell {...props} description={text} onClose={onCancel} />;
}
