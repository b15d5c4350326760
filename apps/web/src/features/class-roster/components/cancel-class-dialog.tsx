import { TextField } from '@mui/material';
import { useState } from 'react';
import type { ClassRoster } from '@gym/contracts/class-bookings';
import { cancelSessionBodySchema } from '@gym/contracts/staff-classes';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useCancelClass } from '../api/cancel-class';
import { classRosterText } from '../i18n';

const REASON_MAX = 200;

interface CancelClassDialogProps {
  roster: ClassRoster;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/** Cancel a class, saying first whom it tells (everyone booked or waiting; no strike, no fee) and asking why. */
export function CancelClassDialog({ roster, onClose, onDone }: CancelClassDialogProps) {
  const t = useText(classRosterText);
  const shared = useSharedText();
  const cancel = useCancelClass(roster.session.id);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const told = roster.booked.length + roster.waitlist.length;

  const submit = () => {
    const parsed = cancelSessionBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(shared(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setInvalid(null);
    cancel.mutate(parsed.data.reason, { onSuccess: () => onDone(t('class-roster.cancel.done')) });
  };

  return (
    <DialogShell
      title={t('class-roster.cancel.title')}
      description={t('class-roster.cancel.text', { count: told })}
      error={cancel.isError ? cancel.error.message : null}
      busy={cancel.isPending}
      cancelLabel={t('class-roster.cancel.keep')}
      confirmLabel={t('class-roster.cancel.confirm')}
      danger
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      <TextField
        label={t('class-roster.cancel.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        autoFocus
        error={invalid !== null}
        helperText={invalid ?? t('class-roster.cancel.reasonHelp')}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
    </DialogShell>
  );
}
