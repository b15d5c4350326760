import { MenuItem, TextField, Typography } from '@mui/material';
import { useClubs } from '../lib/clubs';
import { useText } from '../lib/i18n/catalog';
import { componentsText } from './i18n';

/**
 * The club whose page of the staff console this is (its club settings, its schedule): a choice among the
 * account's clubs when it has several (the director has them all), its name alone when it has one.
 */
export function ClubPicker({
  clubIds,
  value,
  onChange,
}: {
  clubIds: string[];
  value: string;
  onChange: (clubId: string) => void;
}) {
  const t = useText(componentsText);
  const clubs = useClubs();
  const names = new Map(clubs.data?.map((club) => [club.clubautomationclubidC, club.displayName]));
  const nameOf = (id: string) => names.get(id) ?? t('components.clubPicker.clubNumber', { id });
  if (clubIds.length === 1) {
    return (
      <Typography color="text.secondary" sx={{ fontWeight: 600 }}>
        {nameOf(value)}
      </Typography>
    );
  }
  return (
    <TextField
      select
      size="small"
      label={t('components.clubPicker.club')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {clubIds.map((id) => (
        <MenuItem key={id} value={id}>
          {nameOf(id)}
        </MenuItem>
      ))}
    </TextField>
  );
}
