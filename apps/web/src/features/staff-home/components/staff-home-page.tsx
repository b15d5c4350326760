import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SessionUser, UserRole } from '@gym/contracts/auth';
import { CONSOLE_ROLE_LABELS, isConsoleRole } from '@gym/contracts/staff';
import { useSession } from '../../../lib/session';

/** Trainers and the director talk with members (docs/decisions/0015); a front-desk account has no conversations. */
const TALKS_WITH_MEMBERS: readonly UserRole[] = ['trainer', 'director'];
function roleLine(user: SessionUser): string {
  if (isConsoleRole(user.role)) return CONSOLE_ROLE_LABELS[user.role];
  return user.favoriteLocationName ? `Trainer · ${user.favoriteLocationName}` : 'Trainer';
}

function Desk() {
  return (
    <Card variant="outlined" component="section" aria-labelledby="desk-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="desk-heading" variant="h2">
            Front desk
          </Typography>
          <Typography color="text.secondary">Check members in and review their vaccine records.</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/staff/check-in" variant="contained">
              Check in a member
            </Button>
            <Button component={RouterLink} to="/staff/vaccines" variant="outlined">
              Review vaccine records
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

interface StaffHomePageProps {
  /** The conversations with unread counts (from the messages feature; app/ composes them in). */
  conversations: ReactNode;
  /** The video calls: the call in progress and whom to call. */
  calls: ReactNode;
}

/**
 * '/' for a trainer, the director or a front-desk account, instead of a member home (they have no membership):
 * their conversations and calls, and the desk for those who work it.
 */
export function StaffHomePage({ conversations, calls }: StaffHomePageProps) {
  const user = useSession()?.user;
  if (!user) return null;
  const talks = TALKS_WITH_MEMBERS.includes(user.role);
  // Who works the front desk: the staff roles the desk's routes let in (app/router.tsx).
  const desk = isConsoleRole(user.role);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">Hi, {user.firstName}</Typography>
        <Typography color="text.secondary">{roleLine(user)}</Typography>
      </Box>
      {desk && !talks && <Desk />}
      {talks && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          {conversations}
          <Stack spacing={3}>
            {calls}
            {desk && <Desk />}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
