import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useState } from 'react';
import type { Club } from '@gym/contracts/clubs';

interface ClubCardProps {
  club: Club;
  highlighted: boolean;
  onClick: (club: Club) => void;
  /** Mobile cards use their small background picture. */
  mobile: boolean;
}

/** Shows 'N miles away', or the street and city on hover or keyboard focus (and when the distance is unknown). */
export function ClubCard({ club, highlighted, onClick, mobile }: ClubCardProps) {
  const [revealed, setRevealed] = useState(false);
  const showAddress = revealed || club.miles === null;
  return (
    <Card
      variant="outlined"
      sx={{
        borderWidth: 2,
        borderColor: highlighted ? 'secondary.main' : 'transparent',
        backgroundImage: `linear-gradient(rgba(0,0,0,.45), rgba(0,0,0,.6)), url(${mobile ? club.olsBgMobile : club.olsBgDesktop})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        color: '#fff',
      }}
    >
      <CardActionArea
        onClick={() => onClick(club)}
        onMouseEnter={() => setRevealed(true)}
        onMouseLeave={() => setRevealed(false)}
        onFocus={() => setRevealed(true)}
        onBlur={() => setRevealed(false)}
        aria-pressed={mobile ? highlighted : undefined}
        sx={{
          p: 2.5,
          minHeight: 120,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'flex-end',
        }}
      >
        <Typography variant="h2" component="h3" sx={{ color: 'inherit' }}>
          {club.displayName}
        </Typography>
        <Box sx={{ minHeight: 24 }}>
          {showAddress ? (
            <Typography variant="body2">
              {club.streetC}, {club.cityC}
            </Typography>
          ) : (
            <Typography variant="body2">{club.miles} miles away</Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
