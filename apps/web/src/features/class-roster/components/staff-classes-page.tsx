import { Alert, Box, Card, Stack, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { clubTodayIso } from '@gym/contracts/club-days';
import { CLUB_TIME_ZONE } from '@gym/contracts/constants';
import { PageSpinner } from '../../../components/page-spinner';
import { useText } from '../../../lib/i18n/catalog';
import { useStaffScope } from '../../../lib/staff-scope';
import { useClubDay } from '../api/get-club-day';
import { classRosterText } from '../i18n';
import { useClubNames } from '../lib/club-names';
import { dayHeading } from '../lib/day-heading';
import { staffClassPath } from '../lib/paths';
import { ClubDayPicker } from './club-day-picker';
import { LoadError } from '../../../components/load-error';
import { SessionCard } from './session-card';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One club day's classes, soonest first, each opening its roster. */
function DayClasses({ clubId, day, today }: { clubId: string; day: string; today: string }) {
  const t = useText(classRosterText);
  const headingId = useId();
  const schedule = useClubDay(clubId, day);
  const names = useMemo(() => new Map(schedule.data?.classTypes.map((type) => [type.id, type.name])), [schedule.data]);
  if (schedule.isError) {
    return <LoadError text={t('class-roster.staff.loadError')} onRetry={() => void schedule.refetch()} />;
  }
  if (!schedule.data) return <PageSpinner label={t('class-roster.staff.loading')} />;
  const { sessions, timeZone } = schedule.data;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" useFlexGap sx={{ mb: 1.5, gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2">
          {dayHeading(t, day, today)}
        </Typography>
        <Typography color="text.secondary">{t('class-roster.staff.count', { count: sessions.length })}</Typography>
      </Stack>
      {sessions.length === 0 ? (
        <Card variant="outlined" sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.paper' }}>
          <Typography>{t('class-roster.staff.empty')}</Typography>
        </Card>
      ) : (
        <Stack spacing={1.5}>
          {sessions.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              className={names.get(session.classTypeId) ?? ''}
              timeZone={timeZone}
              to={staffClassPath(session.id)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /staff/classes (the console's roles): a club's classes on a day (the club and day in the address, so a class's
 * page comes back to them), each opening its roster; managers and the director change a class there.
 */
export function Component() {
  const t = useText(classRosterText);
  const scope = useStaffScope();
  const clubNames = useClubNames();
  const [search, setSearch] = useSearchParams();
  const today = clubTodayIso(new Date(), CLUB_TIME_ZONE);
  const clubIds = scope.data?.clubIds ?? [];
  const asked = search.get('club');
  const clubId = asked && clubIds.includes(asked) ? asked : (clubIds[0] ?? null);
  const askedDay = search.get('day');
  const day = askedDay && ISO_DAY.test(askedDay) ? askedDay : today;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Stack spacing={1}>
        <Typography variant="h1">{t('class-roster.staff.title')}</Typography>
        <Typography color="text.secondary">
          {t('class-roster.staff.intro')} {t('class-roster.localTime')}
        </Typography>
      </Stack>
      {scope.isError && <Alert severity="error">{scope.error.message}</Alert>}
      {!scope.data && !scope.isError && <PageSpinner label={t('class-roster.staff.loading')} />}
      {scope.data && !clubId && <Alert severity="info">{t('class-roster.staff.noClubs')}</Alert>}
      {clubId && (
        <>
          <ClubDayPicker
            clubIds={clubIds}
            clubNames={clubNames}
            clubId={clubId}
            day={day}
            onChange={(choice) => setSearch({ club: choice.clubId, day: choice.day }, { replace: true })}
          />
          <DayClasses clubId={clubId} day={day} today={today} />
        </>
      )}
    </Stack>
  );
}
