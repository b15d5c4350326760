import { Box, Card, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { clubTodayIso } from '@gym/contracts/club-days';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useTrainerClasses } from '../api/get-trainer-classes';
import { classRosterText } from '../i18n';
import { type ClassDay, classDaysFrom } from '../lib/class-days';
import { useClubNames } from '../lib/club-names';
import { dayHeading } from '../lib/day-heading';
import { trainerClassPath } from '../lib/paths';
import { ROSTER_TIME_ZONE } from '../lib/time-zone';
import { useNow } from '../lib/use-now';
import { LoadError } from '../../../components/load-error';
import { SessionCard } from './session-card';

function Day({ day, today, clubNames }: { day: ClassDay; today: string; clubNames?: Map<string, string> }) {
  const t = useText(classRosterText);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        {dayHeading(t, day.day, today)}
      </Typography>
      <Stack spacing={1.5}>
        {day.classes.map(({ session, className }) => (
          <SessionCard
            key={session.id}
            session={session}
            className={className}
            timeZone={ROSTER_TIME_ZONE}
            to={trainerClassPath(session.id)}
            clubName={clubNames?.get(session.clubId)}
            showTrainer={false}
          />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * /trainer/classes (trainers): the classes they teach today and in the coming week, by day, each with its time on
 * the club's clock, room, places taken of its capacity and waitlist; each opens its roster.
 */
export function Component() {
  const t = useText(classRosterText);
  const classes = useTrainerClasses();
  const allClubNames = useClubNames();
  const now = useNow(60_000);
  const today = clubTodayIso(new Date(now), ROSTER_TIME_ZONE);
  const heading = (
    <Stack spacing={1}>
      <Typography variant="h1">{t('class-roster.trainer.title')}</Typography>
      <Typography color="text.secondary">
        {t('class-roster.trainer.intro')} {t('class-roster.localTime')}
      </Typography>
    </Stack>
  );

  if (classes.isError) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        {heading}
        <LoadError text={t('class-roster.trainer.loadError')} onRetry={() => void classes.refetch()} />
      </Stack>
    );
  }
  if (!classes.data) return <PageSpinner label={t('class-roster.trainer.loading')} />;

  const days = classDaysFrom(classes.data, today);
  // A trainer who teaches at one club reads its name nowhere: it would be on every class.
  const manyClubs = new Set(classes.data.map(({ session }) => session.clubId)).size > 1;
  return (
    <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 900 }}>
      {heading}
      {days.length === 0 ? (
        <Card variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}>
          <Typography>{t('class-roster.trainer.empty')}</Typography>
        </Card>
      ) : (
        days.map((day) => (
          <Day key={day.day} day={day} today={today} clubNames={manyClubs ? allClubNames : undefined} />
        ))
      )}
    </Stack>
  );
}
