import CheckIcon from '@mui/icons-material/Check';
import { Avatar, Box, Typography } from '@mui/material';
import type { ClubTrainer } from '@gym/contracts/club-page';
import { useText } from '../../../lib/i18n/catalog';
import { clubPageText } from '../i18n';
import { ClubSection } from './club-section';

/** The club's 'Includes:' list, the same every plan of the club includes. */
export function ClubAmenitiesSection({ amenities }: { amenities: string[] }) {
  const t = useText(clubPageText);
  return (
    <ClubSection title={t('club-page.amenities.heading')}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}
      >
        {amenities.map((amenity) => (
          <Box component="li" key={amenity} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" color="primary" aria-hidden sx={{ mt: '2px' }} />
            <Typography>{amenity}</Typography>
          </Box>
        ))}
      </Box>
    </ClubSection>
  );
}

const initials = (trainer: ClubTrainer) => `${trainer.firstName.charAt(0)}${trainer.lastName.charAt(0)}`;

/** Who trains members at this club, by name. */
export function ClubTrainersSection({ trainers }: { trainers: ClubTrainer[] }) {
  const t = useText(clubPageText);
  return (
    <ClubSection title={t('club-page.trainers.heading')}>
      {trainers.length === 0 ? (
        <Typography color="text.secondary">{t('club-page.trainers.none')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          }}
        >
          {trainers.map((trainer) => (
            <Box component="li" key={trainer.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', fontWeight: 700 }}>
                {initials(trainer)}
              </Avatar>
              <Typography>
                {trainer.firstName} {trainer.lastName}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </ClubSection>
  );
}
