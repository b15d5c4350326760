import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { type Club, isNearbyClub } from '@gym/contracts/clubs';
import { useText } from '../../../../lib/i18n/catalog';
import { MOBILE_MEDIA_QUERY } from '../../../../lib/use-responsive';
import { signupText } from '../../i18n';

interface ClubCardProps {
  club: Club;
  highlighted: boolean;
  onClick: (club: Club) => void;
  /** On mobile a card is a toggle: a tap highlights it, 'Select' confirms. */
  mobile: boolean;
}

const shade = 'linear-gradient(rgba(0,0,0,.45), rgba(0,0,0,.6))';

/**
 * The street and city always show; 'N miles away' shows above them when the club is nearby. A sorted list that
 * hid the address behind a hover left phones (no hover) with distances only.
 */
export function ClubCard({ club, highlighted, onClick, mobile }: ClubCardProps) {
  const t = useText(signupText);
  return (
    <Card
      variant="outlined"
      sx={{
        borderWidth: 2,
        borderColor: highlighted ? 'secondary.main' : 'transparent',
        // Mobile cards use their small picture.
        backgroundImage: `${shade}, url(${club.olsBgDesktop})`,
        [MOBILE_MEDIA_QUERY]: { backgroundImage: `${shade}, url(${club.olsBgMobile})` },
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        color: '#fff',
      }}
    >
      <CardActionArea
        onClick={() => onClick(club)}
        aria-pressed={mobile ? highlighted : undefined}
        // MUI's own focus overlay is a faint tint on a dark photo: keyboard users get a solid ring instead, drawn
        // inside the card because the card clips what overflows it (:focus-visible too: on the prerendered first
        // page no script sets MUI's class).
        focusVisibleClassName="club-card-focus"
        sx={{
          p: 2.5,
          minHeight: 120,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'flex-end',
          '&.club-card-focus, &:focus-visible': {
            outlineWidth: 4,
            outlineStyle: 'solid',
            outlineColor: 'secondary.main',
            outlineOffset: '-4px',
          },
          '&.club-card-focus .MuiCardActionArea-focusHighlight': { opacity: 0.12 },
        }}
      >
        <Typography variant="h2" component="h2" sx={{ color: 'inherit' }}>
          {club.displayName}
        </Typography>
        <Box>
          {isNearbyClub(club) && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('signup.location.milesAway', { miles: club.miles ?? 0 })}
            </Typography>
          )}
          <Typography variant="body2">
            {club.streetC}, {club.cityC}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
