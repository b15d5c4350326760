import { Alert, Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { TrainingSession } from '@gym/contracts/personal-training';
import { useText } from '../../../lib/i18n/catalog';
import { type SessionAttendance, useMarkSession } from '../api/mark-session';
import { type TrainingTextId, trainingText } from '../i18n';
import { callMemberPath, messageMemberPath } from '../lib/paths';
import { isToCome } from '../lib/session-times';
import { SessionCard } from './session-card';
import { SessionNotes } from './session-notes';

const MARKS: readonly { attendance: SessionAttendance; textId: TrainingTextId }[] = [
  { attendance: 'attended', textId: 'training.marks.attended' },
  { attendance: 'noShow', textId: 'training.marks.noShow' },
];

/**
 * One session of the trainer's calendar: 'Join the session' while a video session is joinable (from 10 minutes
 * before its start to its end: the video call with its member, started on the messages page); Message its member;
 * Cancel while it is to come and not started; once it has started, Attended and No-show (the one given pressed,
 * and the card's status says it; a mark may be changed); and the trainer's private notes under it.
 */
export function TrainerSessionCard({
  session,
  now,
  onCancel,
}: {
  session: TrainingSession;
  now: Date;
  onCancel: (session: TrainingSession) => void;
}) {
  const t = useText(trainingText);
  const mark = useMarkSession();
  const started = Date.parse(session.startsAt) <= now.getTime();
  const markable = started && session.status !== 'cancelled';
  return (
    <SessionCard
      session={session}
      side="trainer"
      now={now}
      withDate={false}
      below={(headingId) => (
        <Stack spacing={1.5}>
          {mark.isError && (
            <Alert severity="error" variant="outlined">
              {mark.error.message}
            </Alert>
          )}
          <SessionNotes session={session} describedBy={headingId} />
        </Stack>
      )}
    >
      {(headingId) => (
        <>
          {session.joinable && (
            <Button
              component={RouterLink}
              to={callMemberPath(session.member.id)}
              variant="contained"
              aria-describedby={headingId}
            >
              {t('training.session.join')}
            </Button>
          )}
          {markable &&
            MARKS.map(({ attendance, textId }) => {
              const pressed = session.status === attendance;
              return (
                <Button
                  key={attendance}
                  variant={pressed ? 'contained' : 'outlined'}
                  aria-pressed={pressed}
                  aria-describedby={headingId}
                  disabled={mark.isPending}
                  onClick={() => {
                    if (!pressed) mark.mutate({ sessionId: session.id, attendance });
                  }}
                >
                  {t(textId)}
                </Button>
              );
            })}
          <Button
            component={RouterLink}
            to={messageMemberPath(session.member.id)}
            variant="outlined"
            aria-describedby={headingId}
          >
            {t('training.calendar.message')}
          </Button>
          {isToCome(session, now) && !started && (
            <Button variant="outlined" color="error" aria-describedby={headingId} onClick={() => onCancel(session)}>
              {t('training.session.cancel')}
            </Button>
          )}
        </>
      )}
    </SessionCard>
  );
}
