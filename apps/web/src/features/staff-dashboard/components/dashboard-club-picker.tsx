import { MenuItem, TextField } from '@mui/material';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useStaffScope } from '../../../lib/staff-scope';
import { staffDashboardText } from '../i18n';

const ALL = 'all';

/** "All my clubs" and each club of the account's scope (the server refuses any other). */
export function DashboardClubPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (clubId: string | null) => void;
}) {
  const scope = useStaffScope();
  const t = useText(staffDashboardText);
  const clubs = useClubs();
  const names = new Map(clubs.data?.map((club) => [club.clubautomationclubidC, club.displayName]));
  const clubIds = scope.data?.clubIds ?? [];
  return (
    <TextField
      select
      size="small"
      label={t('staff-dashboard.picker.club')}
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      disabled={!scope.data}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={ALL}>{t('staff-dashboard.picker.all')}</MenuItem>
      {clubIds.map((id) => (
        <MenuItem key={id} value={id}>
          {names.get(id) ?? t('staff-dashboard.picker.clubNumber', { id })}
        </MenuItem>
      ))}
    </TextField>
  );
}
