import { Card, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ClassSession } from '@gym/contracts/classes';
import { classTimeRange } from '../../../lib/club-clock';
import { useText } from '../../../lib/i18n/catalog';
import { classRosterText } from '../i18n';
import { SessionFacts } from './session-facts';

interface SessionCardProps {
  session: ClassSession;
  className: string;
  timeZone: string;
  /** The class's roster page. */
  to: string;
  /** The club's name, when the list spans clubs. */
  clubName?: string;
  /** The console's lists name the trainer; the trainer's own do not. */
  showTrainer?: boolean;
}

/**
 * One class in a list: its time on the club's clock, its name (the link to its roster, stretched over the card),
 * room and trainer, and how full it is.
 */
export function SessionCard({ session, className, timeZone, to, clubName, showTrainer = true }: SessionCardProps) {
  const t = useText(classRosterText);
  const where = showTrainer
    ? t('class-roster.where', {
        room: session.room.name,
        trainer: `${session.trainer.firstName} ${session.trainer.lastName}`,
      })
    : session.room.name;
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="session-card"
      data-session-id={session.id}
      sx={{
        position: 'relative',
        p: { xs: 1.5, md: 2 },
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: 0.5,
        bgcolor: session.cancelled ? 'action.hover' : 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Typography
        sx={{ fontWeight: 700, color: 'primary.main', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {classTimeRange(session.startsAt, session.endsAt, timeZone)}
      </Typography>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="h3">
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            color="inherit"
            sx={{
              textDecoration: session.cancelled ? 'line-through' : undefined,
              // The whole card opens the class; the link keeps its name for a screen reader.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {className}
          </Link>
        </Typography>
        <Typography color="text.secondary">{clubName ? `${clubName} · ${where}` : where}</Typography>
        <SessionFacts session={session} />
      </Stack>
    </Card>
  );
}
