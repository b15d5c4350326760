import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Trainer } from '@gym/contracts/trainers';
import { specialityName } from '../../../components/trainer-words';
import { useText } from '../../../lib/i18n/catalog';
import { languageName, listFormat } from '../../../lib/i18n/intl';
import { trainersText } from '../i18n';
import { trainerPath } from '../lib/paths';
import { InitialsAvatar } from './initials-avatar';

/** One of a club's trainers: initials, name, the languages they coach in, their specialities, the start of their bio. */
export function TrainerCard({ trainer, clubId }: { trainer: Trainer; clubId: string }) {
  const t = useText(trainersText);
  const nameId = useId();
  const name = `${trainer.firstName} ${trainer.lastName}`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={nameId}
      data-testid="trainer-card"
      data-trainer-id={trainer.id}
      sx={{ p: { xs: 2, md: 2.5 }, bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <InitialsAvatar firstName={trainer.firstName} lastName={trainer.lastName} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} variant="h2" sx={{ fontSize: '1.35rem' }}>
            {name}
          </Typography>
          <Typography color="text.secondary">
            {t('trainers.coachesIn', { languages: listFormat(trainer.languages.map(languageName)) })}
          </Typography>
        </Box>
      </Stack>
      {trainer.specialities.length > 0 && (
        <Box
          component="ul"
          aria-label={t('trainers.specialities')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
        >
          {trainer.specialities.map((speciality) => (
            <li key={speciality}>
              <Chip size="small" variant="outlined" label={specialityName(speciality)} />
            </li>
          ))}
        </Box>
      )}
      {trainer.bio && (
        <Typography
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {trainer.bio}
        </Typography>
      )}
      <Box sx={{ mt: 'auto' }}>
        <Button
          component={RouterLink}
          to={trainerPath(trainer.id, clubId)}
          variant="contained"
          aria-describedby={nameId}
        >
          {t('trainers.seeTimes')}
        </Button>
      </Box>
    </Card>
  );
}
