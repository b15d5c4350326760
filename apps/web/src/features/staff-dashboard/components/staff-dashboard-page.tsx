import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { DashboardDay } from '@gym/contracts/staff-dashboard';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { PageSpinner } from '../../../components/page-spinner';
import type { CsvColumn } from '../../../lib/csv';
import { useStaffDashboard } from '../api/get-staff-dashboard';
import { formatLongDay } from './club-day';
import { DashboardCards } from './dashboard-cards';
import { DashboardClubPicker } from './dashboard-club-picker';
import { JoinsChart } from './joins-chart';

const CSV_COLUMNS: CsvColumn<DashboardDay>[] = [
  { header: 'Day', value: (day) => day.day },
  { header: 'Joins', value: (day) => day.joins },
  { header: 'Dues collected', value: (day) => (day.duesCents / 100).toFixed(2) },
];

/**
 * /staff/dashboard, for club managers and the director: a club's day at a glance, or all their clubs'. The
 * figures are counted by the server per club day; the page only shows them.
 */
export function Component() {
  const [clubId, setClubId] = useState<string | null>(null);
  const dashboard = useStaffDashboard(clubId);

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">Dashboard</Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <DashboardClubPicker value={clubId} onChange={setClubId} />
          <ExportCsvButton
            rows={dashboard.data?.days ?? []}
            columns={CSV_COLUMNS}
            fileName={`dashboard-${clubId ?? 'all-clubs'}`}
          />
        </Box>
      </Box>
      {dashboard.isError && <Alert severity="error">{dashboard.error.message}</Alert>}
      {!dashboard.data && !dashboard.isError && <PageSpinner label="Loading the dashboard" />}
      {dashboard.data && (
        <>
          <Typography color="text.secondary">
            {formatLongDay(dashboard.data.today)}, club time (America/Los_Angeles).
          </Typography>
          <DashboardCards dashboard={dashboard.data} />
          <JoinsChart days={dashboard.data.days} />
        </>
      )}
    </Stack>
  );
}
