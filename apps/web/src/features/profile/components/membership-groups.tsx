import { Chip, Stack, Typography } from '@mui/material';
import { useMembership } from '../api/get-membership';

/** The user groups of the current membership (GET /contacts/membership), e.g. Vaccinated once confirmed. */
export function MembershipGroups({ sfId }: { sfId: string }) {
  const membership = useMembership(sfId);
  if (!membership.data) return <Typography color="text.secondary">Loading…</Typography>;
  const groups = membership.data.userGroups;
  if (groups.length === 0)
    return <Typography color="text.secondary">No user groups on your membership yet.</Typography>;
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
          <Chip label={group} variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
