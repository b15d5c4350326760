import { Button, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '@gym/contracts/profile';
import type { VaccineStatus } from '@gym/contracts/vaccine';
import { useCheckVaccineStatus } from '../api/check-vaccine-status';

const CHIP_COLOR: Record<VaccineStatus, 'default' | 'warning' | 'success'> = {
  'Not yet uploaded': 'default',
  'Pending confirmation': 'warning',
  Confirmed: 'success',
};

const HINT: Record<VaccineStatus, string> = {
  'Not yet uploaded': 'Upload a photo or PDF of your vaccination record; our staff will check it.',
  'Pending confirmation': 'Our staff will check your upload soon.',
  Confirmed: 'Our staff have checked your vaccination record.',
};

/** The vaccine status with the way to upload (again) and a button that asks the server for the latest. */
export function VaccineStatusSection({ profile }: { profile: Profile }) {
  const check = useCheckVaccineStatus(profile.sfId);
  const status = profile.vaccineStatus;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="span">Status:</Typography>
        <Chip label={status} color={CHIP_COLOR[status]} data-testid="vaccine-status" />
      </Stack>
      <Typography color="text.secondary">{HINT[status]}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {status !== 'Confirmed' && (
          <Button component={RouterLink} to="/vaccine-status" variant="contained">
            {status === 'Pending confirmation' ? 'Upload a different file' : 'Upload vaccine status'}
          </Button>
        )}
        <Button variant="outlined" onClick={() => check.mutate()} loading={check.isPending}>
          Check status
        </Button>
      </Stack>
    </Stack>
  );
}
