import { Chip, Stack, Typography } from '@mui/material';
import { VACCINATED_USER_GROUP } from '@gym/contracts/vaccine';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { useMembership } from '../api/get-membership';
import { profileText } from '../i18n';

/** The user groups of the current membership (GET /contacts/membership), e.g. Vaccinated once confirmed. */
export function MembershipGroups({ sfId }: { sfId: string }) {
  const t = useText(profileText);
  const shared = useSharedText();
  const membership = useMembership(sfId);
  if (!membership.data) return <Typography color="text.secondary">{t('profile.groups.loading')}</Typography>;
  const groups = membership.data.userGroups;
  if (groups.length === 0) return <Typography color="text.secondary">{t('profile.groups.none')}</Typography>;
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}
    >
      {groups.map((group) => (
        <li key={group}>
          {/* The club's own group names are data; the one the product gives (Vaccinated) is contracts'. */}
          <Chip label={group === VACCINATED_USER_GROUP ? shared(group) : group} variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
