import { TextField } from '@mui/material';
import { useState } from 'react';
import type { ClassRoster } from '@gym/contracts/class-bookings';
import { sessionCapacityBodySchema } from '@gym/contracts/staff-classes';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useChangeClassCapacity } from '../api/change-class-capacity';
import { classRosterText } from '../i18n';

interface CapacityDialogProps {
  roster: ClassRoster;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/** One class's capacity: the server keeps it between the places taken and the room's. */
export function CapacityDialog({ roster, onClose, onDone }: CapacityDialogProps) {
  const t = useText(classRosterText);
  const shared = useSharedText();
  const { session } = roster;
  const change = useChangeClassCapacity(session.id);
  const [value, setValue] = useState(String(session.capacity));
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = () => {
    const parsed = sessionCapacityBodySchema.safeParse({ capacity: value.trim() === '' ? NaN : Number(value) });
    if (!parsed.success) {
      setInvalid(shared(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setInvalid(null);
    change.mutate(parsed.data.capacity, {
      onSuccess: (answer) => onDone(t('class-roster.capacity.done', { capacity: answer.session.capacity })),
    });
  };

  return (
    <DialogShell
      title={t('class-roster.capacity.title')}
      description={t('class-roster.capacity.text', { booked: session.booked })}
      error={change.isError ? change.error.message : null}
      busy={change.isPending}
      confirmLabel={t('class-roster.capacity.confirm')}
      onClose={onClose}
      onConfirm={submit}
      asForm
    >
      <TextField
        label={t('class-roster.capacity.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        autoFocus
        error={invalid !== null}
        helperText={invalid}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      />
    </DialogShell>
  );
}
