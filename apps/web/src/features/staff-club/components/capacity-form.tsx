import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { CAPACITY_LIMITS, capacityBodySchema } from '@gym/contracts/staff-clubs';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useUpdateCapacity } from '../api/update-capacity';
import { staffClubText } from '../i18n';

/**
 * The club's total capacity (the fire code's number): members see how busy the club is against it, so a change
 * moves their level at once.
 */
export function CapacityForm({ clubId, totalCapacity }: { clubId: string; totalCapacity: number }) {
  const t = useText(staffClubText);
  const shared = useSharedText();
  const update = useUpdateCapacity(clubId);
  const [value, setValue] = useState(String(totalCapacity));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = () => {
    setSaved(false);
    const parsed = capacityBodySchema.safeParse({ totalCapacity: value.trim() === '' ? NaN : Number(value) });
    if (!parsed.success) {
      setInvalid(shared(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setInvalid(null);
    update.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="club-capacity-heading" sx={{ p: 2 }}>
      <Typography id="club-capacity-heading" variant="h2" gutterBottom>
        {t('staff-club.capacity.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('staff-club.capacity.intro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={t('staff-club.capacity.label')}
          value={value}
          onChange={(event) => {
            setSaved(false);
            setValue(event.target.value);
          }}
          required
          error={invalid !== null}
          helperText={invalid ?? t('staff-club.capacity.help', CAPACITY_LIMITS)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ width: 200 }}
        />
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('staff-club.capacity.save')}
        </Button>
      </Box>
      {update.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {update.error.message}
        </Alert>
      )}
      {saved && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {t('staff-club.capacity.saved')}
        </Alert>
      )}
    </Paper>
  );
}
