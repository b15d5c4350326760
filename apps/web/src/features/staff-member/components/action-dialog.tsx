import { InputAdornment, TextField } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { formatCurrency } from '@gym/contracts/money';
import { STAFF_ACTION_MESSAGES, STAFF_REASON_MAX_LENGTH } from '@gym/contracts/staff-member-actions';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { staffMemberText } from '../i18n';
import { amountText, parseAmountCents } from './amount';

export interface ActionValues {
  reason: string;
  /** Only when the dialog asks for an amount. */
  amountCents?: number;
}

interface ActionDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  /** Asks for an amount, at most `maxCents`, filled with `defaultCents`. */
  amount?: { label: string; defaultCents?: number; maxCents?: number };
  /** More fields above the reason (e.g. the months of a freeze). */
  children?: ReactNode;
  /** Resolves with the sentence to show once done; rejects with the server's reason, shown in the dialog. */
  onSubmit: (values: ActionValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Every staff action on a member: a required reason (kept in the audit log), an amount where it applies, the
 * server's refusal shown in place. Mount it only while open, so each opening starts afresh.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { amount } = props;
  const [reason, setReason] = useState('');
  const [amountInput, setAmountInput] = useState(amount?.defaultCents ? amountText(amount.defaultCents) : '');
  const [fieldError, setFieldError] = useState<{ reason?: string; amount?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useText(staffMemberText);
  const shared = useSharedText();

  const submit = async () => {
    const errors: { reason?: string; amount?: string } = {};
    if (reason.trim() === '') errors.reason = shared(STAFF_ACTION_MESSAGES.reasonRequired);
    const cents = amount ? parseAmountCents(amountInput) : undefined;
    if (amount && (cents === null || cents === undefined || cents <= 0)) {
      errors.amount = shared(STAFF_ACTION_MESSAGES.amountPositive);
    } else if (amount?.maxCents !== undefined && cents !== null && cents !== undefined && cents > amount.maxCents) {
      errors.amount = t('staff-member.atMost', { amount: formatCurrency(amount.maxCents) });
    }
    setFieldError(errors);
    if (errors.reason || errors.amount) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit({ reason: reason.trim(), ...(amount ? { amountCents: cents ?? 0 } : {}) });
      props.onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <DialogShell
      title={props.title}
      description={props.text}
      error={error}
      busy={busy}
      busyLabel={t('staff-member.working')}
      cancelLabel={t('staff-member.close')}
      confirmLabel={props.confirmLabel}
      danger={props.danger}
      onClose={props.onClose}
      onConfirm={() => void submit()}
      asForm
      wide
    >
      {amount && (
        <TextField
          label={amount.label}
          value={amountInput}
          onChange={(event) => setAmountInput(event.target.value)}
          error={Boolean(fieldError.amount)}
          helperText={
            fieldError.amount ??
            (amount.maxCents ? t('staff-member.upTo', { amount: formatCurrency(amount.maxCents) }) : ' ')
          }
          required
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      )}
      {props.children}
      <TextField
        label={t('staff-member.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(fieldError.reason)}
        helperText={fieldError.reason ?? t('staff-member.reasonHelp')}
        required
        multiline
        minRows={2}
        autoFocus={!amount}
        slotProps={{ htmlInput: { maxLength: STAFF_REASON_MAX_LENGTH } }}
      />
    </DialogShell>
  );
}
