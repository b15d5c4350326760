import { Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '@gym/contracts/profile';
import type { VaccineStatus } from '@gym/contracts/vaccine';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useCheckVaccineStatus } from '../api/check-vaccine-status';
import { type ProfileTextId, profileText } from '../i18n';

const CHIP_COLOR: Record<VaccineStatus, 'default' | 'warning' | 'success'> = {
  'Not yet uploaded': 'default',
  'Pending confirmation': 'warning',
  Confirmed: 'success',
};

const HINT: Record<VaccineStatus, ProfileTextId> = {
  'Not yet uploaded': 'profile.vaccine.hintNotUploaded',
  'Pending confirmation': 'profile.vaccine.hintPending',
  Confirmed: 'profile.vaccine.hintConfirmed',
};

/** The vaccine status with the way to upload (again) and a button that asks the server for the latest. */
export function VaccineStatusSection({ profile }: { profile: Profile }) {
  const t = useText(profileText);
  const shared = useSharedText();
  const check = useCheckVaccineStatus(profile.sfId);
  const status = profile.vaccineStatus;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="span">{t('profile.vaccine.status')}</Typography>
        {/* The status is the specification's word (contracts), in the language shown. */}
        <Chip label={shared(status)} color={CHIP_COLOR[status]} data-testid="vaccine-status" />
      </Stack>
      <Typography color="text.secondary">{t(HINT[status])}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {status !== 'Confirmed' && (
          <Button component={RouterLink} to="/vaccine-status" variant="contained">
            {t(status === 'Pending confirmation' ? 'profile.vaccine.uploadDifferent' : 'profile.vaccine.upload')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => check.mutate()} loading={check.isPending}>
          {t('profile.vaccine.check')}
        </Button>
      </Stack>
    </Stack>
  );
}
