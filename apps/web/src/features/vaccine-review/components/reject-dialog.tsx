import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { REJECTION_REASON_MAX_LENGTH, type VaccineRecord, vaccineRejectBodySchema } from '@gym/contracts/vaccine';

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
        <DialogTitle id="reject-title">Reject the record of {record?.memberName}?</DialogTitle>
        <DialogContent>
          <DialogContentText id="reject-description" sx={{ mb: 2 }}>
            {record?.memberName} (member {record?.idCA}) is e-mailed your reason and asked to upload a new record.
          </DialogContentText>
          <TextField
            label="Reason for the member"
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
              error ??
              `For example: the name or the dates cannot be read. At most ${REJECTION_REASON_MAX_LENGTH} characters.`
            }
            slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            Reject and e-mail the member
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
