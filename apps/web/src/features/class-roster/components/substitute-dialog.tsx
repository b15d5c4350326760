import { Alert, CircularProgress, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import type { ClassRoster } from '@gym/contracts/class-bookings';
import { STAFF_CLASS_MESSAGES } from '@gym/contracts/staff-classes';
import { DialogShell } from '../../../components/dialog-shell';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useClubTrainers } from '../api/get-club-trainers';
import { useSubstituteTrainer } from '../api/substitute-trainer';
import { classRosterText } from '../i18n';

interface SubstituteDialogProps {
  roster: ClassRoster;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/** Another of the club's trainers teaches the class; everyone booked or waiting is told and may cancel freely. */
export function SubstituteDialog({ roster, onClose, onDone }: SubstituteDialogProps) {
  const t = useText(classRosterText);
  const shared = useSharedText();
  const { session } = roster;
  const trainers = useClubTrainers(session.clubId);
  const substitute = useSubstituteTrainer(session.id);
  const [trainerId, setTrainerId] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const others = (trainers.data ?? []).filter((trainer) => trainer.id !== session.trainer.id);

  const submit = () => {
    const chosen = others.find((trainer) => trainer.id === trainerId);
    if (!chosen) {
      setInvalid(shared(STAFF_CLASS_MESSAGES.notATrainer));
      return;
    }
    setInvalid(null);
    substitute.mutate(chosen.id, {
      onSuccess: () => onDone(t('class-roster.substitute.done', { trainer: `${chosen.firstName} ${chosen.lastName}` })),
    });
  };

  return (
    <DialogShell
      title={t('class-roster.substitute.title')}
      description={t('class-roster.substitute.text')}
      error={substitute.isError ? substitute.error.message : trainers.isError ? trainers.error.message : null}
      busy={substitute.isPending}
      confirmLabel={t('class-roster.substitute.confirm')}
      confirmDisabled={!trainers.data}
      onClose={onClose}
      onConfirm={submit}
      asForm
      wide
    >
      {trainers.isPending ? (
        <CircularProgress size={24} aria-label={t('class-roster.substitute.loading')} />
      ) : trainers.data && others.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {shared(STAFF_CLASS_MESSAGES.notATrainer)}
        </Alert>
      ) : (
        <TextField
          select
          label={t('class-roster.substitute.trainer')}
          value={trainerId}
          onChange={(event) => setTrainerId(event.target.value)}
          required
          error={invalid !== null}
          helperText={
            invalid ??
            t('class-roster.substitute.current', {
              name: `${session.trainer.firstName} ${session.trainer.lastName}`,
            })
          }
        >
          {others.map((trainer) => (
            <MenuItem key={trainer.id} value={trainer.id}>
              {trainer.firstName} {trainer.lastName}
            </MenuItem>
          ))}
        </TextField>
      )}
    </DialogShell>
  );
}
