import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import { useClubs } from '../../../lib/clubs';
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
  const clubs = useClubs();
  const [chosen, setChosen] = useState<string | null>(null);
  const clubIds = scope.data?.clubIds ?? [];
  const clubId = chosen ?? clubIds[0] ?? null;
  const names = new Map(clubs.data?.map((club) => [club.clubautomationclubidC, club.displayName]));
  const nameOf = (id: string) => names.get(id) ?? t('staff-schedule.clubNumber', { id });
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('staff-schedule.title')}</Typography>
        {clubId && clubIds.length > 1 && (
          <TextField
            select
            size="small"
            label={t('staff-schedule.club')}
            value={clubId}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {clubIds.map((id) => (
              <MenuItem key={id} value={id}>
                {nameOf(id)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Typography color="text.secondary">
        {clubId && clubIds.length === 1 ? `${nameOf(clubId)} · ` : ''}
        {t('staff-schedule.intro')}
      </Typography>
      {scope.isError && <Alert severity="error">{scope.error.message}</Alert>}
      {!scope.data && !scope.isError && <PageSpinner label={t('staff-schedule.loading')} />}
      {scope.data && !clubId && <Alert severity="info">{t('staff-schedule.noClubs')}</Alert>}
      {clubId && <ClubSchedule key={clubId} clubId={clubId} />}
    </Stack>
  );
}
