import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { type Availability, type TrainerSettings, trainerSettingsSchema } from '@gym/contracts/personal-training';
import { useText } from '../../../lib/i18n/catalog';
import { useSetAvailability } from '../api/availability';
import { type TrainingTextId, trainingText } from '../i18n';

/** Each setting, its words and the chain's bounds (trainerSettingsSchema). */
const FIELDS = [
  {
    key: 'bufferMinutes',
    labelId: 'training.settings.buffer',
    helpId: 'training.settings.bufferHelp',
    min: 0,
    max: 30,
  },
  { key: 'noticeHours', labelId: 'training.settings.notice', helpId: 'training.settings.noticeHelp', min: 2, max: 72 },
  {
    key: 'horizonDays',
    labelId: 'training.settings.horizon',
    helpId: 'training.settings.horizonHelp',
    min: 7,
    max: 60,
  },
] as const satisfies readonly {
  key: keyof TrainerSettings;
  labelId: TrainingTextId;
  helpId: TrainingTextId;
  min: number;
  max: number;
}[];

/** The trainer's buffer after a session, the notice members must give, and how far ahead they may book. */
export function SessionSettings({ availability }: { availability: Availability }) {
  const t = useText(trainingText);
  const save = useSetAvailability();
  const [values, setValues] = useState<Record<keyof TrainerSettings, string>>(() => ({
    bufferMinutes: String(availability.settings.bufferMinutes),
    noticeHours: String(availability.settings.noticeHours),
    horizonDays: String(availability.settings.horizonDays),
  }));
  const [saved, setSaved] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    const parsed = trainerSettingsSchema.safeParse({
      bufferMinutes: Number(values.bufferMinutes),
      noticeHours: Number(values.noticeHours),
      horizonDays: Number(values.horizonDays),
    });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    save.mutate({ settings: parsed.data, weekly: availability.weekly }, { onSuccess: () => setSaved(true) });
  };
  const outOfBounds = (field: (typeof FIELDS)[number]) => {
    const value = Number(values[field.key]);
    return values[field.key] === '' || !Number.isInteger(value) || value < field.min || value > field.max;
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('training.settings.title')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography color="text.secondary">{t('training.settings.intro')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            type="number"
            label={t(field.labelId)}
            value={values[field.key]}
            onChange={(event) => {
              setSaved(false);
              setValues((current) => ({ ...current, [field.key]: event.target.value }));
            }}
            error={invalid && outOfBounds(field)}
            helperText={t(field.helpId, { min: field.min, max: field.max })}
            slotProps={{ htmlInput: { min: field.min, max: field.max, inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
        ))}
      </Stack>
      {save.isError && (
        <Alert severity="error" variant="outlined">
          {save.error.message}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" variant="outlined" role="status">
          {t('training.settings.saved')}
        </Alert>
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {t('training.settings.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
