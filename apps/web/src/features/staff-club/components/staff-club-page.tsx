import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { clubTodayIso } from '@gym/contracts/club-days';
import { ClubPicker } from '../../../components/club-picker';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useStaffScope } from '../../../lib/staff-scope';
import { useClubSettings } from '../api/get-club-settings';
import { useOccupancy } from '../api/get-occupancy';
import { staffClubText } from '../i18n';
import { CapacityForm } from './capacity-form';
import { ClosuresSection } from './closures-section';
import { OccupancyChart } from './occupancy-chart';
import { WeeklyHoursForm } from './weekly-hours-form';

/** One club's settings and how full it has been (keyed by the club: the forms start again from another's). */
function ClubSettings({ clubId }: { clubId: string }) {
  const t = useText(staffClubText);
  const settings = useClubSettings(clubId);
  const occupancy = useOccupancy(clubId);
  if (settings.isError) return <Alert severity="error">{settings.error.message}</Alert>;
  if (!settings.data) return <PageSpinner label={t('staff-club.loading')} />;
  const club = settings.data;
  return (
    <Stack spacing={3}>
      <CapacityForm clubId={club.clubId} totalCapacity={club.totalCapacity} />
      <WeeklyHoursForm clubId={club.clubId} weekly={club.weekly} />
      <ClosuresSection clubId={club.clubId} closures={club.closures} today={clubTodayIso(new Date(), club.timeZone)} />
      {occupancy.isError && <Alert severity="error">{occupancy.error.message}</Alert>}
      {occupancy.data ? (
        <OccupancyChart chart={occupancy.data} />
      ) : (
        !occupancy.isError && <PageSpinner label={t('staff-club.occupancy.loading')} />
      )}
    </Stack>
  );
}

/**
 * /staff/club, for club managers (their clubs) and the director (every club): the club's capacity, its weekly
 * hours, its closures and special hours, and its occupancy hour by hour over the last 30 days. Every change is in
 * the audit log (the server writes it).
 */
export function Component() {
  const t = useText(staffClubText);
  const scope = useStaffScope();
  const [chosen, setChosen] = useState<string | null>(null);
  const clubIds = scope.data?.clubIds ?? [];
  const clubId = chosen ?? clubIds[0] ?? null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('staff-club.title')}</Typography>
        {clubId && <ClubPicker clubIds={clubIds} value={clubId} onChange={setChosen} />}
      </Box>
      {scope.isError && <Alert severity="error">{scope.error.message}</Alert>}
      {!scope.data && !scope.isError && <PageSpinner label={t('staff-club.loading')} />}
      {scope.data && !clubId && <Alert severity="info">{t('staff-club.noClubs')}</Alert>}
      {clubId && <ClubSettings key={clubId} clubId={clubId} />}
    </Stack>
  );
}
