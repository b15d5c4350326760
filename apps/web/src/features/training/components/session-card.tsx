import { Box, Card, Chip, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import type { TrainingSession } from '@gym/contracts/personal-training';
import { type Translate, useText } from '../../../lib/i18n/catalog';
import { type TrainingTextId, trainingText } from '../i18n';
import { classTimeRange, clubDate } from '../../../lib/club-clock';

/** How a session ended, or null while it is to come. */
function outcome(t: Translate<TrainingTextId>, session: TrainingSession, now: Date, side: 'member' | 'trainer') {
  switch (session.status) {
    case 'cancelled':
      if (side === 'trainer') return t('training.status.cancelled');
      return session.returnedToPack ? t('training.status.cancelledReturned') : t('training.status.cancelledUsed');
    case 'attended':
      return t('training.status.attended');
    case 'noShow':
      return t('training.status.noShow');
    case 'booked':
      return Date.parse(session.endsAt) <= now.getTime() ? t('training.status.past') : null;
  }
}

interface SessionCardProps {
  session: TrainingSession;
  /** The member sees their trainer's name; the trainer their member's. */
  side: 'member' | 'trainer';
  now: Date;
  /** The day beside the times; the trainer's calendar says it in the day's heading instead. */
  withDate?: boolean;
  /** The actions, told the id of the session's heading (what each button is for). */
  children?: (headingId: string) => ReactNode;
  /** What goes under the session across the card's width (the trainer's notes), told the heading's id too. */
  below?: (headingId: string) => ReactNode;
}

/** One session: who with, for how long, when on the club's clock, where or by video, and how it ended if it has. */
export function SessionCard({ session, side, now, withDate = true, children, below }: SessionCardProps) {
  const t = useText(trainingText);
  const headingId = useId();
  const person = side === 'member' ? session.trainer : session.member;
  const name = `${person.firstName} ${person.lastName}`;
  const ended = outcome(t, session, now, side);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="training-session"
      data-session-id={session.id}
      sx={{ p: { xs: 1.5, md: 2 }, bgcolor: 'background.paper' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: { xs: 1.25, md: 2 },
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
          opacity: ended ? 0.85 : 1,
        }}
      >
        <Stack spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3">
            {side === 'member'
              ? t('training.session.withTrainer', { minutes: session.minutes, name })
              : t('training.session.withMember', { minutes: session.minutes, name })}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: ended ? 'text.secondary' : 'primary.main' }}>
            {withDate && `${clubDate(session.startsAt, session.timeZone)}, `}
            {/* A line may break after the dash of a range: the times stay together. */}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {classTimeRange(session.startsAt, session.endsAt, session.timeZone)}
            </Box>
          </Typography>
          <Typography color="text.secondary">
            {session.mode === 'video'
              ? t('training.session.video', { club: session.clubName })
              : t('training.session.inPerson', { club: session.clubName })}
          </Typography>
          {ended && (
            <Box sx={{ pt: 0.5 }}>
              <Chip size="small" label={ended} variant="outlined" />
            </Box>
          )}
        </Stack>
        {children && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
            {children(headingId)}
          </Stack>
        )}
      </Box>
      {below && <Box sx={{ mt: { xs: 1.5, md: 2 } }}>{below(headingId)}</Box>}
    </Card>
  );
}
