import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { SessionLength } from '@gym/contracts/personal-training';
import { clubTime } from '../../../lib/club-clock';
import { useText } from '../../../lib/i18n/catalog';
import { longDate } from '../../../lib/schedule-days';
import { useTrainerSlots } from '../api/get-trainer-slots';
import { staffTrainingText } from '../i18n';

interface SlotPickerProps {
  trainerId: string | null;
  clubId: string;
  minutes: SessionLength;
  /** The start chosen (an instant as the slots give it), or null. */
  value: string | null;
  onChange: (startsAt: string | null) => void;
  /** The form's complaint when nothing is chosen. */
  error?: string;
}

/**
 * One of the trainer's free starts at the club for a session of `minutes`: a club day, then a time on the club's
 * clock, as the server offers them (its notice, horizon, hours, classes and other sessions counted).
 */
export function SlotPicker({ trainerId, clubId, minutes, value, onChange, error }: SlotPickerProps) {
  const t = useText(staffTrainingText);
  const slots = useTrainerSlots(trainerId, clubId, minutes);
  if (trainerId === null) return null;
  if (slots.isError) return <Alert severity="error">{slots.error.message}</Alert>;
  if (!slots.data) return <Typography color="text.secondary">{t('staff-training.slots.loading')}</Typography>;
  const days = slots.data.days.filter((entry) => entry.starts.length > 0);
  if (days.length === 0) return <Alert severity="info">{t('staff-training.slots.none')}</Alert>;
  const timeZone = slots.data.timeZone;
  const chosenDay = days.find((entry) => value !== null && entry.starts.includes(value)) ?? null;
  return (
    <Stack spacing={2}>
      <TextField
        select
        required
        label={t('staff-training.slots.day')}
        value={chosenDay?.day ?? ''}
        onChange={(event) => onChange(days.find((entry) => entry.day === event.target.value)?.starts[0] ?? null)}
        error={error !== undefined && chosenDay === null}
        helperText={chosenDay === null ? error : undefined}
      >
        {days.map((entry) => (
          <MenuItem key={entry.day} value={entry.day}>
            {longDate(entry.day)}
          </MenuItem>
        ))}
      </TextField>
      {chosenDay && (
        <TextField
          select
          required
          label={t('staff-training.slots.time')}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          helperText={t('staff-training.slots.clubClock')}
        >
          {chosenDay.starts.map((startsAt) => (
            <MenuItem key={startsAt} value={startsAt}>
              {clubTime(startsAt, timeZone)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
