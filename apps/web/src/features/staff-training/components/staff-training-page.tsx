import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ClubPicker } from '../../../components/club-picker';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useStaffScope } from '../../../lib/staff-scope';
import { staffTrainingText } from '../i18n';
import { PacksSection } from './packs-section';
import { PayrollSection } from './payroll-section';
import { TrainerChangesSection } from './trainer-changes-section';
import { TrainingCalendar } from './training-calendar';

/** One club's personal training: the trainers' week, their profile changes, the packs and the payroll. */
function ClubTraining({ clubId, director }: { clubId: string; director: boolean }) {
  return (
    <Stack spacing={3}>
      <TrainingCalendar clubId={clubId} />
      <TrainerChangesSection clubId={clubId} />
      <PacksSection clubId={clubId} canEdit={director} />
      <PayrollSection clubId={clubId} />
    </Stack>
  );
}

/**
 * /staff/training (managers for their clubs, the director for all; issue 30 point 6): a club's personal training.
 * The server checks the role and the club of every call, and writes the audit log.
 */
export function Component() {
  const t = useText(staffTrainingText);
  const scope = useStaffScope();
  const [chosen, setChosen] = useState<string | null>(null);
  const clubIds = scope.data?.clubIds ?? [];
  const clubId = chosen ?? clubIds[0] ?? null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="h1">{t('staff-training.title')}</Typography>
        {clubId && <ClubPicker clubIds={clubIds} value={clubId} onChange={setChosen} />}
      </Box>
      <Typography color="text.secondary">{t('staff-training.intro')}</Typography>
      {scope.isError && <Alert severity="error">{scope.error.message}</Alert>}
      {!scope.data && !scope.isError && <PageSpinner label={t('staff-training.loading')} />}
      {scope.data && !clubId && <Alert severity="info">{t('staff-training.noClubs')}</Alert>}
      {clubId && scope.data && <ClubTraining key={clubId} clubId={clubId} director={scope.data.role === 'director'} />}
    </Stack>
  );
}
