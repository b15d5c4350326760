import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { type AuditFilters as Filters, NO_AUDIT_FILTERS, useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from './audit-entries';
import { AUDIT_CSV_COLUMNS } from './audit-entry-view';
import { AuditFilters } from './audit-filters';

/**
 * /staff/audit (the director): every staff action, who did it, to whom, at which club, why, and what it changed,
 * newest first (docs/decisions/0032).
 */
export function Component() {
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  let summary = 'Loading the audit log';
  if (log.isError) summary = log.error.message;
  else if (log.data) {
    summary =
      entries.length === 0
        ? 'No entries match these filters.'
        : `${entries.length}${log.hasNextPage ? '+' : ''} ${entries.length === 1 ? 'entry' : 'entries'}, newest first.`;
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h1">Audit log</Typography>
      <AuditFilters filters={filters} onChange={setFilters} />
      <Box sx={{ minHeight: 4 }}>{log.isFetching && <LinearProgress aria-label="Loading entries" />}</Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography role="status" color="text.secondary">
          {summary}
        </Typography>
        <ExportCsvButton rows={entries} columns={AUDIT_CSV_COLUMNS} fileName="audit-log" />
      </Stack>
      {entries.length > 0 && <AuditEntries entries={entries} />}
      {log.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
