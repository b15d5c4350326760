import { Box, Stack, Typography } from '@mui/material';
import type { ClassSession } from '@gym/contracts/classes';
import { classTimeRange } from '../../../lib/club-clock';
import { useText } from '../../../lib/i18n/catalog';
import { longDate } from '../../../lib/schedule-days';
import { classRosterText } from '../i18n';
import { SessionFacts } from './session-facts';

/** A class page's head: its name, day and time on the club's clock, club, room and trainer, and how full it is. */
export function SessionSummary({
  session,
  className,
  timeZone,
  clubName,
}: {
  session: ClassSession;
  className: string;
  timeZone: string;
  clubName: string | undefined;
}) {
  const t = useText(classRosterText);
  const where = t('class-roster.where', {
    room: session.room.name,
    trainer: `${session.trainer.firstName} ${session.trainer.lastName}`,
  });
  return (
    <Stack spacing={0.75}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {className}
      </Typography>
      <Typography sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="session-when">
        {longDate(session.day)} ·{' '}
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {classTimeRange(session.startsAt, session.endsAt, timeZone)}
        </Box>
      </Typography>
      <Typography color="text.secondary">{clubName ? `${clubName} · ${where}` : where}</Typography>
      <SessionFacts session={session} />
    </Stack>
  );
}
