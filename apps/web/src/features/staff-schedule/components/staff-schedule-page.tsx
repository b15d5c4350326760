import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ClubPicker } from '../../../components/club-picker';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useStaffScope } from '../../../lib/staff-scope';
import { useStaffSchedule } from '../api/get-staff-schedule';
import { staffScheduleText } from '../i18n';
import { BookingRulesSection } from './booking-rules-section';
import { ClassTypesSection } from './class-types-section';
import { SeriesSection } from './series-section';

/** One club's weekly classes and booking rules, then the chain's class types; what a form saved is said above them. */
function ClubSchedule({ clubId }: { clubId: string }) {
  const t = useText(staffScheduleText);
  const schedule = useStaffSchedule(clubId);
  const [notice, setNotice] = useState<string | null>(null);
  if (schedule.isError) return <Alert severity="error">{schedule.error.message}</Alert>;
  if (!schedule.data) return <PageSpinner label={t('staff-schedule.loading')} />;
  return (
    <Stack spacing={3}>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <SeriesSection schedule={schedule.data} onDone={setNotice} />
      <BookingRulesSection clubId={clubId} onDone={setNotice} />
      <ClassTypesSection classTypes={schedule.data.classTypes} onDone={setNotice} />
    </Stack>
  );
}

/**
 * /staff/schedule (managers for their clubs, the director for all): a club's weekly classes and the chain's class
 * types, each added and changed in a dialog; the server checks the role and the club, and writes the audit log.
 */
export function Component() {
  const t = useText(staffScheduleText);
  const scope = useStaffScope();
  const [chosen, setChosen] = useState<string | null>(null);
  const clubIds = scope.data?.clubIds ?? [];
  const clubId = chosen ?? clubIds[0] ?? null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('staff-schedule.title')}</Typography>
        {clubId && <ClubPicker clubIds={clubIds} value={clubId} onChange={setChosen} />}
      </Box>
      <Typography color="text.secondary">{t('staff-schedule.intro')}</Typography>
      {scope.isError && <Alert severity="error">{scope.error.message}</Alert>}
      {!scope.data && !scope.isError && <PageSpinner label={t('staff-schedule.loading')} />}
      {scope.data && !clubId && <Alert severity="info">{t('staff-schedule.noClubs')}</Alert>}
      {clubId && <ClubSchedule key={clubId} clubId={clubId} />}
    </Stack>
  );
}
