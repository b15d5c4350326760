import { Alert, Box, Button, Card, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { BOOKINGS_TIME_ZONE } from '../../../lib/club-clock';
import { useMyClasses } from '../api/get-my-classes';
import { classScheduleText } from '../i18n';
import type { BookingOutcome } from '../lib/booking-outcome';
import { BarNotice } from './bar-notice';
import { BookingNotice } from './booking-notice';
import { CalendarAndReminders } from './calendar-and-reminders';
import { MyPastClasses } from './my-past-classes';
import { MyStrikes } from './my-strikes';
import { MyUpcomingClasses } from './my-upcoming-classes';

/** The member navigation's 'Classes': their home club's schedule. */
const SCHEDULE_PATH = '/classes';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** None yet: what to do instead, with the way to the schedule. */
function Empty({ text }: { text: string }) {
  const t = useText(classScheduleText);
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>{text}</Typography>
        <Button component={RouterLink} to={SCHEDULE_PATH} variant="contained">
          {t('class-schedule.mine.toSchedule')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * `/classes/mine` (members): the classes they hold and wait for, soonest first, with Cancel, Leave and Claim; the last
 * 30 days' classes and how each ended; their strikes and, when booking is barred, why and until when.
 */
export function Component() {
  const t = useText(classScheduleText);
  const mine = useMyClasses(true);
  const clubs = useClubs();
  const [outcome, setOutcome] = useState<BookingOutcome | null>(null);
  const clubNames = useMemo(
    () => new Map((clubs.data ?? []).map((club) => [club.clubautomationclubidC, club.displayName])),
    [clubs.data],
  );
  const timeZone = BOOKINGS_TIME_ZONE;
  const heading = <Typography variant="h1">{t('class-schedule.mine.title')}</Typography>;

  if (mine.isError) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 900 }}>
        {heading}
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" size="small" onClick={() => void mine.refetch()}>
              {t('class-schedule.retry')}
            </Button>
          }
        >
          {t('class-schedule.booking.loadError')}
        </Alert>
      </Stack>
    );
  }
  if (!mine.data) return <PageSpinner label={t('class-schedule.mine.loading')} />;

  const { upcoming, past, strikes, barredUntil } = mine.data;
  return (
    <Stack spacing={{ xs: 3, md: 4 }} sx={{ maxWidth: 900 }}>
      <Stack spacing={1}>
        {heading}
        <Typography color="text.secondary">{t('class-schedule.mine.intro')}</Typography>
      </Stack>
      {barredUntil && <BarNotice until={barredUntil} timeZone={timeZone} />}
      {outcome && <BookingNotice outcome={outcome} timeZone={timeZone} onClose={() => setOutcome(null)} />}
      <Section title={t('class-schedule.mine.upcoming')}>
        {upcoming.length > 0 ? (
          <MyUpcomingClasses
            upcoming={upcoming}
            clubNames={clubNames}
            strikes={strikes}
            barred={barredUntil !== null}
            timeZone={timeZone}
            onDone={setOutcome}
          />
        ) : (
          <Empty text={t('class-schedule.mine.noUpcoming')} />
        )}
      </Section>
      <Section title={t('class-schedule.mine.past')}>
        {past.length > 0 ? (
          <MyPastClasses past={past} clubNames={clubNames} timeZone={timeZone} />
        ) : (
          <Empty text={t('class-schedule.mine.noPast')} />
        )}
      </Section>
      <Section title={t('class-schedule.mine.strikes')}>
        <MyStrikes strikes={strikes} timeZone={timeZone} />
      </Section>
      <Section title={t('class-schedule.mine.calendar')}>
        <CalendarAndReminders />
      </Section>
    </Stack>
  );
}
