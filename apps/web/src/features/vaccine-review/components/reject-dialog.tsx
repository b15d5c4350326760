import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { REJECTION_REASON_MAX_LENGTH, type VaccineRecord, vaccineRejectBodySchema } from '@gym/contracts/vaccine';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { vaccineReviewText } from '../i18n';

interface RejectDialogProps {
  /** The record being rejected; null keeps the dialog closed. */
  record: VaccineRecord | null;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/**
 * Rejecting is a step the member feels (they must upload again), so it asks for the reason they will read in
 * the e-mail and a second, explicit click. The reason is checked with the server's own schema.
 */
export function RejectDialog({ record, busy, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useText(vaccineReviewText);
  const shared = useSharedText();
  const name = record?.memberName ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = vaccineRejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onReject(parsed.data.reason);
  };

  return (
    <Dialog
      open={record !== null}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reject-title"
      aria-describedby="reject-description"
      slotProps={{
        transition: {
          onExited: () => {
            setReason('');
            setError(null);
          },
        },
      }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="reject-title">{t('vaccine-review.reject.title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="reject-description" sx={{ mb: 2 }}>
            {t('vaccine-review.reject.text', { name, number: record?.idCA ?? '' })}
          </DialogContentText>
          <TextField
            label={t('vaccine-review.reject.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            error={Boolean(error)}
            helperText={
              error ? shared(error) : t('vaccine-review.reject.reasonHelp', { max: REJECTION_REASON_MAX_LENGTH })
            }
            slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('vaccine-review.reject.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('vaccine-review.reject.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
