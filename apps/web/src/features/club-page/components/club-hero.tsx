import DirectionsIcon from '@mui/icons-material/Directions';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type ClubPage, directionsUrl } from '@gym/contracts/club-page';
import { BREAKPOINTS } from '@gym/contracts/constants';
import { ClubOpeningLine } from '../../../components/club-hours/club-opening-line';
import { useText } from '../../../lib/i18n/catalog';
import { clubPageText } from '../i18n';

const shade = 'linear-gradient(rgba(0,0,0,.15), rgba(0,0,0,.6))';
/** The phone's picture by the browser's own media query (MOBILE_MEDIA_QUERY's width), before any script runs. */
const MOBILE_MEDIA = `(max-width:${BREAKPOINTS.mobile}px)`;

/**
 * The club's name over its picture (the small one on a phone, chosen by the browser: the prerendered page is right
 * before any script runs; an <img>, which the browser fetches as soon as it reads the page, since it is the largest
 * thing a phone paints first), where it is, whether it is open, and the two things a visitor came for: the way
 * there and joining.
 */
export function ClubHero({ page }: { page: ClubPage }) {
  const t = useText(clubPageText);
  const { club, address } = page;
  return (
    <Card variant="outlined" component="header">
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          minHeight: { xs: 132, md: 200 },
          display: 'flex',
          alignItems: 'flex-end',
          p: { xs: 2, md: 3 },
          color: '#fff',
        }}
      >
        <picture>
          <source media={MOBILE_MEDIA} srcSet={club.olsBgMobile} />
          <Box
            component="img"
            src={club.olsBgDesktop}
            alt=""
            fetchPriority="high"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </picture>
        <Box aria-hidden sx={{ position: 'absolute', inset: 0, backgroundImage: shade }} />
        <Typography
          variant="h1"
          sx={{ position: 'relative', color: 'inherit', fontSize: { xs: '2.25rem', md: '3rem' } }}
        >
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
