import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { useText } from '../../../lib/i18n/catalog';
import { type AuditFilters as Filters, NO_AUDIT_FILTERS, useAuditLog } from '../api/get-audit-log';
import { staffAuditText } from '../i18n';
import { AuditEntries } from './audit-entries';
import { auditCsvColumns } from './audit-entry-view';
import { AuditFilters } from './audit-filters';

/**
 * /staff/audit (the director): every staff action, who did it, to whom, at which club, why, and what it changed,
 * newest first (docs/decisions/0032).
 */
export function Component() {
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const t = useText(staffAuditText);

  let summary = t('staff-audit.loading');
  if (log.isError) summary = log.error.message;
  else if (log.data) {
    summary =
      entries.length === 0
        ? t('staff-audit.noEntries')
        : t('staff-audit.summary', { count: entries.length, more: log.hasNextPage ? '+' : '' });
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('staff-audit.title')}</Typography>
      <AuditFilters filters={filters} onChange={setFilters} />
      <Box sx={{ minHeight: 4 }}>
        {log.isFetching && <LinearProgress aria-label={t('staff-audit.loadingEntries')} />}
      </Box>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography role="status" color="text.secondary">
          {summary}
        </Typography>
        <ExportCsvButton rows={entries} columns={auditCsvColumns()} fileName="audit-log" />
      </Stack>
      {entries.length > 0 && <AuditEntries entries={entries} />}
      {log.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void log.fetchNextPage()}
          loading={log.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t('staff-audit.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
