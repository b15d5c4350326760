import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SessionUser, UserRole } from '@gym/contracts/auth';
import { CONSOLE_ROLE_LABELS, isConsoleRole } from '@gym/contracts/staff';
import { sharedText, translate, useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { staffHomeText } from '../i18n';

/** Trainers and the director talk with members (docs/decisions/0015); a front-desk account has no conversations. */
const TALKS_WITH_MEMBERS: readonly UserRole[] = ['trainer', 'director'];
function roleLine(user: SessionUser): string {
  if (isConsoleRole(user.role)) return sharedText(CONSOLE_ROLE_LABELS[user.role]);
  return user.favoriteLocationName
    ? translate(staffHomeText, 'staff-home.trainerAt', { club: user.favoriteLocationName })
    : translate(staffHomeText, 'staff-home.trainer');
}

function Desk() {
  const t = useText(staffHomeText);
  return (
    <Card variant="outlined" component="section" aria-labelledby="desk-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="desk-heading" variant="h2">
            {t('staff-home.desk.title')}
          </Typography>
          <Typography color="text.secondary">{t('staff-home.desk.text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/staff/check-in" variant="contained">
              {t('staff-home.desk.checkIn')}
            </Button>
            <Button component={RouterLink} to="/staff/vaccines" variant="outlined">
              {t('staff-home.desk.vaccines')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A trainer's way to the classes they teach, their rosters and attendance. */
function TrainerClasses() {
  const t = useText(staffHomeText);
  return (
    <Card variant="outlined" component="section" aria-labelledby="trainer-classes-heading">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id="trainer-classes-heading" variant="h2">
            {t('staff-home.classes.title')}
          </Typography>
          <Typography color="text.secondary">{t('staff-home.classes.text')}</Typography>
          <Button component={RouterLink} to="/trainer/classes" variant="contained">
            {t('staff-home.classes.open')}
          </Button>
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
 * their conversations and calls, a trainer's classes, and the desk for those who work it.
 */
export function StaffHomePage({ conversations, calls }: StaffHomePageProps) {
  const user = useSession()?.user;
  const t = useText(staffHomeText);
  if (!user) return null;
  const talks = TALKS_WITH_MEMBERS.includes(user.role);
  // Who works the front desk: the staff roles the desk's routes let in (app/router.tsx).
  const desk = isConsoleRole(user.role);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1">{t('staff-home.greeting', { firstName: user.firstName })}</Typography>
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
            {user.role === 'trainer' && <TrainerClasses />}
            {calls}
            {desk && <Desk />}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
