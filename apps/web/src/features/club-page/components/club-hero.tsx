import DirectionsIcon from '@mui/icons-material/Directions';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type ClubPage, directionsUrl } from '@gym/contracts/club-page';
import { ClubOpeningLine } from '../../../components/club-hours/club-opening-line';
import { useText } from '../../../lib/i18n/catalog';
import { MOBILE_MEDIA_QUERY } from '../../../lib/use-responsive';
import { clubPageText } from '../i18n';

const shade = 'linear-gradient(rgba(0,0,0,.15), rgba(0,0,0,.6))';

/**
 * The club's name over its picture (the small one on a phone, by CSS: the prerendered page is right before any
 * script runs), where it is, whether it is open, and the two things a visitor came for: the way there and joining.
 */
export function ClubHero({ page }: { page: ClubPage }) {
  const t = useText(clubPageText);
  const { club, address } = page;
  return (
    <Card variant="outlined" component="header">
      <Box
        sx={{
          minHeight: { xs: 132, md: 200 },
          display: 'flex',
          alignItems: 'flex-end',
          p: { xs: 2, md: 3 },
          color: '#fff',
          backgroundImage: `${shade}, url(${club.olsBgDesktop})`,
          [MOBILE_MEDIA_QUERY]: { backgroundImage: `${shade}, url(${club.olsBgMobile})` },
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <Typography variant="h1" sx={{ color: 'inherit', fontSize: { xs: '2.25rem', md: '3rem' } }}>
          {club.displayName}
        </Typography>
      </Box>
      <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          {t('club-page.address', {
            street: address.street,
            city: address.city,
            region: address.region,
            postalCode: address.postalCode,
          })}
        </Typography>
        <Box sx={{ mt: 1, fontWeight: 600 }}>
          <ClubOpeningLine hours={page.hours} />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
          <Button component={RouterLink} to={`/${page.slug}`} variant="contained" size="large">
            {t('club-page.join')}
          </Button>
          <Button
            href={directionsUrl(page)}
            target="_blank"
            rel="noopener noreferrer"
            variant="outlined"
            size="large"
            startIcon={<DirectionsIcon />}
            aria-label={t('club-page.directionsLabel', { club: club.displayName })}
          >
            {t('club-page.directions')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
