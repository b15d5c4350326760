import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { clubPagePath } from '@gym/contracts/club-page';
import type { Club } from '@gym/contracts/clubs';
import { type ClubSlug, clubSlug, isClubSlug } from '@gym/contracts/constants';
import { ClubSwitcher } from '../../../components/club-switcher';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageSpinner } from '../../../components/page-spinner';
import { appConfig } from '../../../lib/app-config';
import { clubChoices } from '../../../lib/club-choices';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useSession } from '../../../lib/session';
import { useClassSchedule } from '../api/get-class-schedule';
import { classScheduleTitle } from '../class-schedule-title';
import { classScheduleText } from '../i18n';
import { schedulePath } from '../lib/schedule-clubs';
import { SCHEDULE_PARAMS } from '../lib/use-schedule-search';
import { ScheduleView } from './schedule-view';

function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useText(classScheduleText);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('class-schedule.retry')}
        </Button>
      }
    >
      {t('class-schedule.error')}
    </Alert>
  );
}

/** Whether the browser's clock is another zone than the club's, so the page should say whose times it shows. */
function elsewhere(timeZone: string): boolean {
  return Intl.DateTimeFormat().resolvedOptions().timeZone !== timeZone;
}

interface ClubScheduleProps {
  club: Club;
  clubs: readonly Club[];
  homeClubId: string | null;
}

function ClubSchedule({ club, clubs, homeClubId }: ClubScheduleProps) {
  const t = useText(classScheduleText);
  const navigate = useNavigate();
  const location = useLocation();
  const schedule = useClassSchedule(club.clubautomationclubidC);
  const slug = clubSlug(club.displayName) as ClubSlug;
  const title = classScheduleTitle(club.displayName);
  // The route names the tab from the clubs list (app/router.tsx); this names it again once the list has come.
  useEffect(() => {
    document.title = `${title} · ${appConfig().brandName}`;
  }, [title]);

  // The day, class type and time of day carry over to the other club; its trainers are its own.
  const switchClub = (next: ClubSlug) => {
    const params = new URLSearchParams(location.search);
    params.delete(SCHEDULE_PARAMS.trainer);
    const search = params.toString();
    void navigate(search ? `${schedulePath(next)}?${search}` : schedulePath(next));
  };

  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      <Stack spacing={1}>
        <Typography variant="h1">{title}</Typography>
        <Typography color="text.secondary">
          {schedule.data && elsewhere(schedule.data.timeZone) && <>{t('class-schedule.localTime')} </>}
          <Link component={RouterLink} to={clubPagePath(slug)}>
            {t('class-schedule.aboutClub')}
          </Link>
        </Typography>
      </Stack>
      <ClubSwitcher clubs={clubs} current={club} homeClubId={homeClubId} onSwitch={switchClub} />
      {schedule.data ? (
        <ScheduleView schedule={schedule.data} />
      ) : schedule.isError ? (
        <LoadError onRetry={() => void schedule.refetch()} />
      ) : (
        <PageSpinner label={t('class-schedule.loading')} />
      )}
    </Stack>
  );
}

function ScheduleOfSlug({ slug }: { slug: ClubSlug }) {
  const t = useText(classScheduleText);
  const clubs = useClubs();
  const homeClubId = useSession()?.user.favoriteLocation ?? null;
  if (!clubs.data) {
    if (clubs.isError) return <LoadError onRetry={() => void clubs.refetch()} />;
    return <PageSpinner label={t('class-schedule.loading')} />;
  }
  const offered = clubChoices(clubs.data, homeClubId);
  const club = offered.find((entry) => clubSlug(entry.displayName) === slug);
  if (!club) return <NotFoundPage />;
  return <ClubSchedule key={club.clubautomationclubidC} club={club} clubs={offered} homeClubId={homeClubId} />;
}

/**
 * `/locations/:slug/schedule`: a club's classes for visitors and members (issue 29), today first, a day at a time,
 * with filters, each with its places left and its booking action (a visitor is asked to sign in); any segment but
 * an active club's is 'Page not found'.
 */
export function Component() {
  const { slug } = useParams();
  if (!slug || !isClubSlug(slug)) return <NotFoundPage />;
  return <ScheduleOfSlug slug={slug} />;
}
