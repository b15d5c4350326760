import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type AuditEntry, auditActionLabel } from '@gym/contracts/staff-audit';
import { useResponsive } from '../../../lib/use-responsive';
import { AuditChanges } from './audit-changes';
import { auditChanges } from './audit-diff';
import { formatWhen, memberText } from './audit-entry-view';

const Who = ({ entry }: { entry: AuditEntry }) => (
  <>
    {entry.actor.name}
    <Typography
      variant="body2"
      color="text.secondary"
      component="span"
      sx={{ display: 'block', overflowWrap: 'anywhere' }}
    >
      {entry.actor.email}
    </Typography>
  </>
);

/** A phone gets one card per entry: a seven-column table cannot be read at 360 px. */
function EntryCard({ entry }: { entry: AuditEntry }) {
  const details: [string, string][] = [
    ['Member', memberText(entry)],
    ['Club', entry.club?.displayName ?? ''],
    ['Reason', entry.reason ?? ''],
  ];
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6">
          {auditActionLabel(entry.action)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatWhen(entry.at)}
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <div>
            <Who entry={entry} />
          </div>
          {details
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <strong>{label}:</strong> {value}
              </div>
            ))}
          <AuditChanges changes={auditChanges(entry.before, entry.after)} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The log's entries, newest first: a table on a tablet or desktop, stacked cards on a phone. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { isMobile } = useResponsive();
  if (isMobile) {
    return (
      <Stack component="ul" aria-label="Audit entries" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label="Audit entries">
      <TableHead>
        <TableRow>
          {['When', 'Staff', 'Action', 'Member', 'Club', 'Reason', 'Before and after'].map((heading) => (
            <TableCell key={heading}>{heading}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(entry.at)}</TableCell>
            <TableCell>
              <Who entry={entry} />
            </TableCell>
            <TableCell>{auditActionLabel(entry.action)}</TableCell>
            <TableCell>{memberText(entry)}</TableCell>
            <TableCell>{entry.club?.displayName ?? ''}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.reason ?? ''}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>
              <AuditChanges changes={auditChanges(entry.before, entry.after)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
