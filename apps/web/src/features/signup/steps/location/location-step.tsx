import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type Club, NO_POSITION, isNearbyClub } from '@gym/contracts/clubs';
import { POSTAL_CODE_SEARCH_DIGITS, clubSlug } from '@gym/contracts/constants';
import { PageSpinner } from '../../../../components/page-spinner';
import { useText } from '../../../../lib/i18n/catalog';
import { useResponsive } from '../../../../lib/use-responsive';
import { useSortedClubs } from '../../api/sort-locations';
import { signupText } from '../../i18n';
import { useSharedTemplates } from '../../lib/shared-templates';
import { ClubCard } from './club-card';
import { PostalCodeSearch } from './postal-code-search';
import { useVisitorPosition } from './use-visitor-position';

/** Step 0: clubs nearest first. Desktop: a click picks the club. Mobile: a tap highlights, 'Select' confirms. */
export default function LocationStep() {
  const t = useText(signupText);
  const { noClubNearbyText } = useSharedTemplates();
  const navigate = useNavigate();
  const { isMobile } = useResponsive();
  const [postalCode, setPostalCode] = useState('');
  const [highlighted, setHighlighted] = useState<Club | null>(null);
  const { position, locate } = useVisitorPosition();

  const zip = postalCode.length >= POSTAL_CODE_SEARCH_DIGITS ? postalCode : null;
  const clubs = useSortedClubs(
    zip || position ? { zip, lat: position?.lat ?? null, lng: position?.lng ?? null } : NO_POSITION,
  );

  const choose = (club: Club) => navigate(`/${clubSlug(club.displayName)}`);
  const onCardClick = (club: Club) => (isMobile ? setHighlighted(club) : choose(club));
  const nearest = clubs.data?.[0];
  // Only a known position can be far: without one the list is in name order and shows no distances.
  const farNearest = nearest && nearest.miles !== null && !isNearbyClub(nearest) ? nearest : null;

  return (
    <Stack spacing={3}>
      <PostalCodeSearch value={postalCode} onChange={setPostalCode} onLocate={locate} />
      <Box role="status" sx={{ '&:empty': { display: 'none' } }}>
        {farNearest && <Typography sx={{ fontWeight: 600 }}>{noClubNearbyText(farNearest)}</Typography>}
      </Box>
      {!clubs.data || clubs.data.length === 0 ? (
        <PageSpinner label={t('signup.location.loadingClubs')} />
      ) : (
        <Box
          component="section"
          aria-label={t('signup.location.clubs')}
          // The first page's hand-over finds the cards by this, in either language (app/first-page/handover.ts).
          data-club-list
          aria-busy={clubs.isFetching}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {clubs.data.map((club) => (
            <ClubCard
              key={club.clubautomationclubidC}
              club={club}
              mobile={isMobile}
              highlighted={highlighted?.clubautomationclubidC === club.clubautomationclubidC}
              onClick={onCardClick}
            />
          ))}
        </Box>
      )}
      {/* Only once a club is highlighted: a disabled button floated half-transparent over the cards. */}
      {isMobile && highlighted && (
        <Box sx={{ position: 'sticky', bottom: 16, zIndex: 2 }}>
          <Button fullWidth size="large" variant="contained" onClick={() => choose(highlighted)} sx={{ boxShadow: 6 }}>
            {t('signup.location.select')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
