import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useRoster } from '../api/get-roster';
import { classRosterText } from '../i18n';
import { useClubNames } from '../lib/club-names';
import { TRAINER_CLASSES_PATH } from '../lib/paths';
import { ROSTER_TIME_ZONE } from '../lib/time-zone';
import { useNow } from '../lib/use-now';
import { BackLink } from './back-link';
import { LoadError } from '../../../components/load-error';
import { MessageDialog } from './message-dialog';
import { RosterSections } from './roster-sections';
import { SessionSummary } from './session-summary';

/**
 * /trainer/classes/:sessionId (trainers, their own classes): who is booked, first-timers marked, with Attended and
 * No-show from 15 minutes before the start; the waitlist in its order; a message e-mailed to everyone booked.
 */
export function Component() {
  const t = useText(classRosterText);
  const sessionId = useParams().sessionId ?? '';
  const roster = useRoster('trainer', sessionId);
  const clubNames = useClubNames();
  const now = useNow();
  const [writing, setWriting] = useState(false);
  const [told, setTold] = useState<number | null>(null);
  const back = <BackLink to={TRAINER_CLASSES_PATH} label={t('class-roster.trainer.back')} />;

  if (roster.isError) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        {back}
        <LoadError
          text={t('class-roster.loadError')}
          reason={roster.error.message}
          onRetry={() => void roster.refetch()}
        />
      </Stack>
    );
  }
  if (!roster.data) return <PageSpinner label={t('class-roster.loading')} />;

  const { session, className, booked } = roster.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Stack spacing={1}>
        {back}
        <SessionSummary
          session={session}
          className={className}
          timeZone={ROSTER_TIME_ZONE}
          clubName={clubNames.get(session.clubId)}
        />
      </Stack>
      {session.cancelled ? (
        <Alert severity="warning" variant="outlined">
          {t('class-roster.cancelledNote')}
        </Alert>
      ) : (
        <Box>
          <Button
            variant="outlined"
            startIcon={<EmailOutlinedIcon />}
            disabled={booked.length === 0}
            onClick={() => {
              setTold(null);
              setWriting(true);
            }}
          >
            {t('class-roster.message.open')}
          </Button>
        </Box>
      )}
      {told !== null && (
        <Alert severity="success" role="status" onClose={() => setTold(null)}>
          {t('class-roster.message.sent', { count: told })}
        </Alert>
      )}
      <RosterSections area="trainer" roster={roster.data} timeZone={ROSTER_TIME_ZONE} now={now} />
      {writing && (
        <MessageDialog
          sessionId={session.id}
          booked={booked.length}
          onClose={() => setWriting(false)}
          onSent={(count) => {
            setWriting(false);
            setTold(count);
          }}
        />
      )}
    </Stack>
  );
}
