import { Box, Card, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import type { TrainingSession } from '@gym/contracts/personal-training';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { longDate } from '../../../lib/schedule-days';
import { useCancelSession } from '../api/cancel-session';
import { useTrainerSessions } from '../api/get-trainer-sessions';
import { trainingText } from '../i18n';
import { sessionDay } from '../lib/session-times';
import { useNow } from '../lib/use-now';
import { CancelSessionDialog } from './cancel-session-dialog';
import { LoadError } from '../../../components/load-error';
import { TrainerSessionCard } from './trainer-session-card';

function Day({ day, children }: { day: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ mb: 1 }}>
        {longDate(day)}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/**
 * The trainer's sessions from yesterday to four weeks ahead, by club day, each with its member, time on the club's
 * clock, club and way; one to come can be cancelled (the member gets it back) or its member messaged, one that has
 * started marked attended or a no-show, and each has the trainer's private notes.
 */
export function TrainerCalendar() {
  const t = useText(trainingText);
  const sessions = useTrainerSessions();
  const cancel = useCancelSession();
  const now = useNow();
  const [cancelling, setCancelling] = useState<TrainingSession | null>(null);

  if (sessions.isError) {
    return <LoadError text={t('training.calendar.loadError')} onRetry={() => void sessions.refetch()} />;
  }
  if (!sessions.data) return <PageSpinner label={t('training.calendar.loading')} />;
  if (sessions.data.length === 0) {
    return (
      <Card variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}>
        <Typography>{t('training.calendar.empty')}</Typography>
      </Card>
    );
  }

  const sorted = [...sessions.data].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days = [...new Set(sorted.map(sessionDay))];
  return (
    <Stack spacing={3}>
      {days.map((day) => (
        <Day key={day} day={day}>
          {sorted
            .filter((session) => sessionDay(session) === day)
            .map((session) => (
              <TrainerSessionCard
                key={session.id}
                session={session}
                now={now}
                onCancel={(chosen) => {
                  cancel.reset();
                  setCancelling(chosen);
                }}
              />
            ))}
        </Day>
      ))}
      {cancelling && (
        <CancelSessionDialog
          session={cancelling}
          side="trainer"
          busy={cancel.isPending}
          error={cancel.isError ? cancel.error.message : null}
          onClose={() => setCancelling(null)}
          onConfirm={() => cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) })}
        />
      )}
    </Stack>
  );
}
