import { Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AuditEntry } from '@gym/contracts/staff-audit';
import { useText } from '../../../lib/i18n/catalog';
import { useResponsive } from '../../../lib/use-responsive';
import { staffAuditText } from '../i18n';
import { AuditChanges } from './audit-changes';
import { auditChanges } from './audit-diff';
import { actionText, auditWords, formatWhen, memberText } from './audit-entry-view';

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
  const t = useText(staffAuditText);
  const details: [string, string][] = [
    [t('staff-audit.entries.member'), memberText(entry)],
    [t('staff-audit.entries.club'), entry.club?.displayName ?? ''],
    [t('staff-audit.entries.reason'), entry.reason ?? ''],
  ];
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6">
          {actionText(entry.action)}
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
          <AuditChanges changes={auditChanges(entry.before, entry.after, auditWords())} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The log's entries, newest first: a table on a tablet or desktop, stacked cards on a phone. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  const { isMobile } = useResponsive();
  const t = useText(staffAuditText);
  if (isMobile) {
    return (
      <Stack
        component="ul"
        aria-label={t('staff-audit.entries.label')}
        spacing={2}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={t('staff-audit.entries.label')}>
      <TableHead>
        <TableRow>
          {[
            t('staff-audit.entries.when'),
            t('staff-audit.entries.staff'),
            t('staff-audit.entries.action'),
            t('staff-audit.entries.member'),
            t('staff-audit.entries.club'),
            t('staff-audit.entries.reason'),
            t('staff-audit.entries.changes'),
          ].map((heading) => (
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
            <TableCell>{actionText(entry.action)}</TableCell>
            <TableCell>{memberText(entry)}</TableCell>
            <TableCell>{entry.club?.displayName ?? ''}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.reason ?? ''}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>
              <AuditChanges changes={auditChanges(entry.before, entry.after, auditWords())} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
