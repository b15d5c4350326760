import { Box, Chip, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import type { Trainer } from '@gym/contracts/trainers';
import { specialityName } from '../../../components/trainer-words';
import { useText } from '../../../lib/i18n/catalog';
import { languageName, listFormat } from '../../../lib/i18n/intl';
import { trainersText } from '../i18n';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const plainList = { m: 0, pl: 2.5 } as const;

/** What a trainer says about themselves, as a manager approved it: bio, specialities, certifications, languages, clubs. */
export function TrainerProfile({ trainer }: { trainer: Trainer }) {
  const t = useText(trainersText);
  return (
    <Stack spacing={2.5}>
      {trainer.bio && (
        <Part title={t('trainers.profile.about')}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{trainer.bio}</Typography>
        </Part>
      )}
      {trainer.specialities.length > 0 && (
        <Part title={t('trainers.specialities')}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
            {trainer.specialities.map((speciality) => (
              <li key={speciality}>
                <Chip variant="outlined" label={specialityName(speciality)} sx={{ bgcolor: 'background.paper' }} />
              </li>
            ))}
          </Box>
        </Part>
      )}
      {trainer.certifications.length > 0 && (
        <Part title={t('trainers.profile.certifications')}>
          <Box component="ul" sx={plainList}>
            {trainer.certifications.map((certification) => (
              <li key={certification}>
                <Typography>{certification}</Typography>
              </li>
            ))}
          </Box>
        </Part>
      )}
      <Part title={t('trainers.profile.languages')}>
        <Typography>{listFormat(trainer.languages.map(languageName))}</Typography>
      </Part>
      {trainer.clubs.length > 0 && (
        <Part title={t('trainers.profile.clubs')}>
          <Typography>{listFormat(trainer.clubs.map((club) => club.displayName))}</Typography>
        </Part>
      )}
    </Stack>
  );
}
