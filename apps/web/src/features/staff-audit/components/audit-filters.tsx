import { Box, MenuItem, TextField } from '@mui/material';
import { AUDIT_ACTIONS, CONSOLE_ROLE_LABELS } from '@gym/contracts/staff';
import { useClubs } from '../../../lib/clubs';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { staffAuditText } from '../i18n';
import { useAuditActors } from '../api/get-audit-actors';
import type { AuditFilters as Filters } from '../api/get-audit-log';
import { actionText } from './audit-entry-view';
import { AuditMemberFilter } from './audit-member-filter';

interface AuditFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** The log's filters; each applies as soon as it is chosen. */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const actors = useAuditActors();
  const clubs = useClubs();
  const set = (key: keyof Filters) => (value: string) => onChange({ ...filters, [key]: value });
  const t = useText(staffAuditText);
  const shared = useSharedText();
  const actions = [...AUDIT_ACTIONS].sort((a, b) => actionText(a).localeCompare(actionText(b)));

  return (
    <Box
      component="form"
      aria-label={t('staff-audit.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
    >
      <TextField
        select
        label={t('staff-audit.filters.action')}
        value={filters.action}
        onChange={(event) => set('action')(event.target.value)}
      >
        <MenuItem value="">{t('staff-audit.filters.allActions')}</MenuItem>
        {actions.map((action) => (
          <MenuItem key={action} value={action}>
            {actionText(action)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('staff-audit.filters.staff')}
        value={actors.data ? filters.actorId : ''}
        onChange={(event) => set('actorId')(event.target.value)}
        helperText={actors.isError ? actors.error.message : undefined}
      >
        <MenuItem value="">{t('staff-audit.filters.allStaff')}</MenuItem>
        {(actors.data ?? []).map((account) => (
          <MenuItem key={account.id} value={account.id}>
            {account.firstName} {account.lastName} ({shared(CONSOLE_ROLE_LABELS[account.role])}, {account.email})
          </MenuItem>
        ))}
      </TextField>
      <AuditMemberFilter onChange={set('memberId')} />
      <TextField
        select
        label={t('staff-audit.filters.club')}
        value={clubs.data ? filters.clubId : ''}
        onChange={(event) => set('clubId')(event.target.value)}
      >
        <MenuItem value="">{t('staff-audit.filters.allClubs')}</MenuItem>
        {(clubs.data ?? []).map((club) => (
          <MenuItem key={club.clubautomationclubidC} value={club.clubautomationclubidC}>
            {club.displayName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('staff-audit.filters.from')}
        value={filters.from}
        onChange={(event) => set('from')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        type="date"
        label={t('staff-audit.filters.to')}
        value={filters.to}
        onChange={(event) => set('to')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
    </Box>
  );
}
