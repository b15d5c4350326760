import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { TrainingSession } from '@gym/contracts/personal-training';
import { classTimeRange } from '../../../lib/club-clock';
import { useText } from '../../../lib/i18n/catalog';
import { staffTrainingText } from '../i18n';
import { modeTextId, personName, statusTextId } from '../lib/session-words';

interface SessionRowProps {
  session: TrainingSession;
  now: Date;
  onMove: (session: TrainingSession) => void;
  onRefund: (session: TrainingSession) => void;
}

/**
 * One session of the club's calendar: its time on the club's clock, the trainer and the member, the length, in
 * person or by video, how it stands; "Move" while it is booked and to come, and "Refund unused sessions" of the
 * pack it came from.
 */
export function SessionRow({ session, now, onMove, onRefund }: SessionRowProps) {
  const t = useText(staffTrainingText);
  const headingId = useId();
  const booked = session.status === 'booked';
  const movable = booked && Date.parse(session.startsAt) > now.getTime();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="staff-training-session"
      sx={{
        p: 1.5,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
      }}
    >
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700, color: booked ? 'primary.main' : 'text.secondary' }}>
            {classTimeRange(session.startsAt, session.endsAt, session.timeZone)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={booked ? 'primary' : 'default'}
            label={t(statusTextId(session))}
          />
        </Box>
        <Typography id={headingId} component="h4" variant="body1" sx={{ fontWeight: 600 }}>
          {t('staff-training.session.people', {
            member: personName(session.member),
            trainer: personName(session.trainer),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('staff-training.session.facts', { minutes: session.minutes, mode: t(modeTextId(session.mode)) })}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
        {movable && (
          <Button size="small" variant="outlined" aria-describedby={headingId} onClick={() => onMove(session)}>
            {t('staff-training.session.move')}
          </Button>
        )}
        <Button size="small" color="error" aria-describedby={headingId} onClick={() => onRefund(session)}>
          {t('staff-training.session.refund')}
        </Button>
      </Stack>
    </Card>
  );
}
