import { TextField } from '@mui/material';
import { useState } from 'react';
import type { ClassRoster } from '@gym/contracts/class-bookings';
import { addToSessionBodySchema } from '@gym/contracts/staff-classes';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useAddClassMember } from '../api/add-class-member';
import { classRosterText } from '../i18n';

interface AddMemberDialogProps {
  roster: ClassRoster;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/** A member put on the class by member number (the booking rules waived); 'full' and the like shown in place. */
export function AddMemberDialog({ roster, onClose, onDone }: AddMemberDialogProps) {
  const t = useText(classRosterText);
  const shared = useSharedText();
  const add = useAddClassMember(roster.session.id);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = () => {
    const parsed = addToSessionBodySchema.safeParse({ memberNumber: value });
    if (!parsed.success) {
      setInvalid(shared(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setInvalid(null);
    const number = parsed.data.memberNumber;
    add.mutate(number, { onSuccess: () => onDone(t('class-roster.add.done', { number })) });
  };

  return (
    <DialogShell
      title={t('class-roster.add.title')}
      description={t('class-roster.add.text')}
      error={add.isError ? add.error.message : null}
      busy={add.isPending}
      confirmLabel={t('class-roster.add.confirm')}
      onClose={onClose}
      onConfirm={submit}
      asForm
    >
      <TextField
        label={t('class-roster.add.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        autoFocus
        error={invalid !== null}
        helperText={invalid}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' } }}
      />
    </DialogShell>
  );
}
