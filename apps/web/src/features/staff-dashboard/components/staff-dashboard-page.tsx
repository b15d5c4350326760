import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { DashboardDay } from '@gym/contracts/staff-dashboard';
import { ExportCsvButton } from '../../../components/csv-export/export-csv-button';
import { PageSpinner } from '../../../components/page-spinner';
import type { CsvColumn } from '../../../lib/csv';
import { translate, useText } from '../../../lib/i18n/catalog';
import { useStaffDashboard } from '../api/get-staff-dashboard';
import { staffDashboardText } from '../i18n';
import { ClassesCard } from './classes-card';
import { formatLongDay } from './club-day';
import { DashboardCards } from './dashboard-cards';
import { DashboardClubPicker } from './dashboard-club-picker';
import { JoinsChart } from './joins-chart';

/** The export's header row is in the language shown; its values are the same in every language. */
const csvColumns = (): CsvColumn<DashboardDay>[] => [
  { header: translate(staffDashboardText, 'staff-dashboard.csv.day'), value: (day) => day.day },
  { header: translate(staffDashboardText, 'staff-dashboard.csv.joins'), value: (day) => day.joins },
  {
    header: translate(staffDashboardText, 'staff-dashboard.csv.dues'),
    value: (day) => (day.duesCents / 100).toFixed(2),
  },
];

/**
 * /staff/dashboard, for club managers and the director: a club's day at a glance, or all their clubs'. The
 * figures are counted by the server per club day; the page only shows them.
 */
export function Component() {
  const [clubId, setClubId] = useState<string | null>(null);
  const dashboard = useStaffDashboard(clubId);
  const t = useText(staffDashboardText);

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('staff-dashboard.title')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <DashboardClubPicker value={clubId} onChange={setClubId} />
          <ExportCsvButton
            rows={dashboard.data?.days ?? []}
            columns={csvColumns()}
            fileName={`dashboard-${clubId ?? 'all-clubs'}`}
          />
        </Box>
      </Box>
      {dashboard.isError && <Alert severity="error">{dashboard.error.message}</Alert>}
      {!dashboard.data && !dashboard.isError && <PageSpinner label={t('staff-dashboard.loading')} />}
      {dashboard.data && (
        <>
          <Typography color="text.secondary">
            {t('staff-dashboard.today', { day: formatLongDay(dashboard.data.today) })}
          </Typography>
          <DashboardCards dashboard={dashboard.data} />
          <ClassesCard clubId={clubId} />
          <JoinsChart days={dashboard.data.days} />
        </>
      )}
    </Stack>
  );
}
