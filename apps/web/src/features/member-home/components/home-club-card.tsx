import { Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { clubPagePath } from '@gym/contracts/club-page';
import { CLUB_TIME_ZONE, clubSlug, isClubSlug } from '@gym/contracts/constants';
import { BusyMeter } from '../../../components/club-busy/busy-meter';
import { ClubOpeningLine } from '../../../components/club-hours/club-opening-line';
import { UpcomingClosures } from '../../../components/club-hours/upcoming-closures';
import { useClubsHours } from '../../../lib/club-hours';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { useLiveClubBusy } from '../api/use-live-club-busy';
import { memberHomeText } from '../i18n';

interface HomeClubCardProps {
  clubId: string;
  /** The club's name from the session, until the clubs list has come. */
  fallbackName: string | null;
}

/**
 * The member's home club: its name (a link to its page), open now or when it opens, the closures of the coming
 * days, and how busy it is now and usually today, updated live as the desk checks people in.
 */
export function HomeClubCard({ clubId, fallbackName }: HomeClubCardProps) {
  const t = useText(memberHomeText);
  const clubs = useClubs();
  const hours = useClubsHours().data?.find((entry) => entry.clubId === clubId);
  const busy = useLiveClubBusy(clubId);
  const club = clubs.data?.find((entry) => entry.clubautomationclubidC === clubId);
  const name = club?.displayName ?? fallbackName ?? clubId;
  const slug = clubSlug(name);

  return (
    <Card variant="outlined" component="section" aria-labelledby="home-club-heading">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id="home-club-heading" variant="h2" gutterBottom>
              {t('member-home.club.heading')}
            </Typography>
            <Typography variant="h3" component="p">
              {isClubSlug(slug) ? (
                <Link component={RouterLink} to={clubPagePath(slug)} data-testid="home-club-link">
                  {name}
                </Link>
              ) : (
                name
              )}
            </Typography>
            {hours && <ClubOpeningLine hours={hours} />}
          </div>
          {hours && <UpcomingClosures hours={hours} days={7} />}
          <Stack spacing={1} component="section" aria-labelledby="home-club-busy-heading">
            <Typography id="home-club-busy-heading" variant="h3">
              {t('member-home.club.busyHeading')}
            </Typography>
            {busy.data ? (
              <BusyMeter busy={busy.data} timeZone={hours?.timeZone ?? CLUB_TIME_ZONE} live />
            ) : busy.isError ? (
              <Typography color="text.secondary">{t('member-home.club.busyUnavailable')}</Typography>
            ) : (
              <CircularProgress size={24} aria-label={t('member-home.club.busyLoading')} />
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
