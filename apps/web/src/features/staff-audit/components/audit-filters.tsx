import { Box, MenuItem, TextField } from '@mui/material';
import { AUDIT_ACTIONS, CONSOLE_ROLE_LABELS } from '@gym/contracts/staff';
import { auditActionLabel } from '@gym/contracts/staff-audit';
import { useClubs } from '../../../lib/clubs';
import { useAuditActors } from '../api/get-audit-actors';
import type { AuditFilters as Filters } from '../api/get-audit-log';
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
  const actions = [...AUDIT_ACTIONS].sort((a, b) => auditActionLabel(a).localeCompare(auditActionLabel(b)));

  return (
    <Box
      component="form"
      aria-label="Filter the audit log"
      onSubmit={(event) => event.preventDefault()}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}
    >
      <TextField select label="Action" value={filters.action} onChange={(event) => set('action')(event.target.value)}>
        <MenuItem value="">All actions</MenuItem>
        {actions.map((action) => (
          <MenuItem key={action} value={action}>
            {auditActionLabel(action)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Staff account"
        value={actors.data ? filters.actorId : ''}
        onChange={(event) => set('actorId')(event.target.value)}
        helperText={actors.isError ? actors.error.message : undefined}
      >
        <MenuItem value="">All staff</MenuItem>
        {(actors.data ?? []).map((account) => (
          <MenuItem key={account.id} value={account.id}>
            {account.firstName} {account.lastName} ({CONSOLE_ROLE_LABELS[account.role]}, {account.email})
          </MenuItem>
        ))}
      </TextField>
      <AuditMemberFilter onChange={set('memberId')} />
      <TextField
        select
        label="Club"
        value={clubs.data ? filters.clubId : ''}
        onChange={(event) => set('clubId')(event.target.value)}
      >
        <MenuItem value="">All clubs</MenuItem>
        {(clubs.data ?? []).map((club) => (
          <MenuItem key={club.clubautomationclubidC} value={club.clubautomationclubidC}>
            {club.displayName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="From"
        value={filters.from}
        onChange={(event) => set('from')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        type="date"
        label="To"
        value={filters.to}
        onChange={(event) => set('to')(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
    </Box>
  );
}
