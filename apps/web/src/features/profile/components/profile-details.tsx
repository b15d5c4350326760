import { Stack, Typography } from '@mui/material';
import { GENDER_OPTIONS } from '@gym/contracts/personal-info';
import type { Profile } from '@gym/contracts/profile';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { profileText } from '../i18n';

function genderLabel(value: string | null): string | null {
  const option = GENDER_OPTIONS.find((candidate) => candidate.value === value);
  return option ? sharedText(option.label) : value;
}

/** The member's details, read-only: a definition list, so each value is announced with its name. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const t = useText(profileText);
  const address = [profile.address, profile.city, [profile.state, profile.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const emergency = [profile.emergencyContactName, profile.emergencyContactPhone].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    [t('profile.details.name'), `${profile.firstName} ${profile.lastName}`],
    [t('profile.details.email'), profile.email],
    [t('profile.details.memberNumber'), profile.idCA],
    [t('profile.details.phone'), profile.phone],
    [t('profile.details.birthday'), profile.birthday],
    [t('profile.details.gender'), genderLabel(profile.gender)],
    [t('profile.details.address'), address || null],
    [t('profile.details.emergencyContact'), emergency || null],
  ];
  return (
    <Stack
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Stack key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd">{value ?? t('profile.details.notGiven')}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
