import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { isActiveClub } from '@gym/contracts/clubs';
import { clubSlug } from '@gym/contracts/constants';
import { PageSpinner } from '../../../components/page-spinner';
import { useClubs } from '../../../lib/clubs';
import { useText } from '../../../lib/i18n/catalog';
import { clubsText } from '../i18n';
import { ClubRooms } from './club-rooms';

/** /locations: every club, its address and its rooms; the fallback when a club cannot be found. */
export function Component() {
  const t = useText(clubsText);
  const clubs = useClubs();
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{t('clubs.page.title')}</Typography>
      {!clubs.data ? (
        <PageSpinner label={t('clubs.page.loading')} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {clubs.data.filter(isActiveClub).map((club) => (
            <Card key={club.clubautomationclubidC} variant="outlined" component="article">
              <CardContent>
                <Typography variant="h2">{club.displayName}</Typography>
                <Typography color="text.secondary">
                  {club.streetC}, {club.cityC}
                </Typography>
                <ClubRooms clubId={club.clubautomationclubidC} />
              </CardContent>
              <CardActions>
                <Button component={RouterLink} to={`/${clubSlug(club.displayName)}`} variant="contained">
                  {t('clubs.page.join', { club: club.displayName })}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
    </Stack>
  );
}
