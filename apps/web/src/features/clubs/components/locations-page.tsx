import { Box, Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { clubPagePath } from '@gym/contracts/club-page';
import { isActiveClub } from '@gym/contracts/clubs';
import { clubSlug, isClubSlug } from '@gym/contracts/constants';
import { ClubOpeningLine } from '../../../components/club-hours/club-opening-line';
import { PageSpinner } from '../../../components/page-spinner';
import { useClubsHours } from '../../../lib/club-hours';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { clubsText } from '../i18n';
import { ClubRooms } from './club-rooms';

/** The club's name, a link to its page (/locations/{slug}) when the name makes a club path. */
function ClubName({ name }: { name: string }) {
  const slug = clubSlug(name);
  return (
    <Typography variant="h2">
      {isClubSlug(slug) ? (
        <Link component={RouterLink} to={clubPagePath(slug)} color="inherit">
          {name}
        </Link>
      ) : (
        name
      )}
    </Typography>
  );
}

/**
 * /locations: every club, open now or when it opens, its address and its rooms; the fallback when a club cannot be
 * found. Each name leads to the club's own page.
 */
export function Component() {
  const t = useText(clubsText);
  const clubs = useClubs();
  const hours = useClubsHours();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('clubs.page.title')}</Typography>
      {!clubs.data ? (
        <PageSpinner label={t('clubs.page.loading')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {clubs.data.filter(isActiveClub).map((club) => {
            const clubHours = hours.data?.find((entry) => entry.clubId === club.clubautomationclubidC);
            return (
              <Card key={club.clubautomationclubidC} variant="outlined" component="article">
                <CardContent>
                  <ClubName name={club.displayName} />
                  {clubHours && <ClubOpeningLine hours={clubHours} />}
                  <Typography color="text.secondary">
                    {club.streetC}, {club.cityC}
                  </Typography>
                  <ClubRooms clubId={club.clubautomationclubidC} />
                </CardContent>
                <CardActions>
                  <Button component={RouterLink} to={`/${clubSlug(club.displayName)}`} variant="contained">
                    {t('clubs.page.join', { club: club.displayName })}
                  </Button>
                  {isClubSlug(clubSlug(club.displayName)) && (
                    <Button
                      component={RouterLink}
                      to={`/locations/${clubSlug(club.displayName)}/schedule`}
                      variant="outlined"
                      aria-label={t('clubs.page.classesLabel', { club: club.displayName })}
                    >
                      {t('clubs.page.classes')}
                    </Button>
                  )}
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
