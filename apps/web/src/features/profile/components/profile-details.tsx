import { Stack, Typography } from '@mui/material';
import { GENDER_OPTIONS } from '@gym/contracts/personal-info';
import type { Profile } from '@gym/contracts/profile';

const NOT_GIVEN = 'Not given yet';

function genderLabel(value: string | null): string | null {
  return GENDER_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The member's details, read-only: a definition list, so each value is announced with its name. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const address = [profile.address, profile.city, [profile.state, profile.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const emergency = [profile.emergencyContactName, profile.emergencyContactPhone].filter(Boolean).join(', ');
  const rows: [string, string | null][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`],
    ['E-mail', profile.email],
    ['Member number', profile.idCA],
    ['Phone number', profile.phone],
    ['Birthday', profile.birthday],
    ['Gender', genderLabel(profile.gender)],
    ['Address', address || null],
    ['Emergency contact', emergency || null],
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
          <Typography component="dd">{value ?? NOT_GIVEN}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
