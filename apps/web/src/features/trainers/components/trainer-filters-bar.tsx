import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { CoachingLanguage, Speciality } from '@gym/contracts/trainers';
import { coachingLanguageName, specialityName } from '../../../components/trainer-words';
import { useText } from '../../../lib/i18n/catalog';
import { trainersText } from '../i18n';
import type { TrainerFilters } from '../lib/trainer-filters';

interface TrainerFiltersBarProps {
  specialities: readonly Speciality[];
  languages: readonly CoachingLanguage[];
  filters: TrainerFilters;
  onChange: <K extends keyof TrainerFilters>(key: K, value: TrainerFilters[K]) => void;
  onClear: () => void;
}

function ChipGroup<V extends string>({
  label,
  values,
  chosen,
  nameOf,
  onChoose,
}: {
  label: string;
  values: readonly V[];
  chosen: V | null;
  nameOf: (value: V) => string;
  onChoose: (value: V | null) => void;
}) {
  const labelId = useId();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.75, sm: 1.5 }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography id={labelId} sx={{ fontWeight: 600, minWidth: { sm: 110 } }}>
        {label}
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {values.map((value) => {
          const on = chosen === value;
          return (
            <Chip
              key={value}
              label={nameOf(value)}
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => onChoose(on ? null : value)}
              sx={{ bgcolor: on ? undefined : 'background.paper' }}
            />
          );
        })}
      </Box>
    </Stack>
  );
}

/**
 * The chips a club's trainers can be narrowed by: a speciality and a language they coach in, one of each at a time
 * (a chip chosen again lets go); 'Clear filters' once any is set.
 */
export function TrainerFiltersBar({ specialities, languages, filters, onChange, onClear }: TrainerFiltersBarProps) {
  const t = useText(trainersText);
  return (
    <Stack spacing={1.5} role="group" aria-label={t('trainers.filters.label')}>
      {specialities.length > 1 && (
        <ChipGroup
          label={t('trainers.filters.speciality')}
          values={specialities}
          chosen={filters.speciality}
          nameOf={specialityName}
          onChoose={(value) => onChange('speciality', value)}
        />
      )}
      {languages.length > 1 && (
        <ChipGroup
          label={t('trainers.filters.language')}
          values={languages}
          chosen={filters.language}
          nameOf={coachingLanguageName}
          onChoose={(value) => onChange('language', value)}
        />
      )}
      {(filters.speciality !== null || filters.language !== null) && (
        <Box>
          <Button size="small" onClick={onClear}>
            {t('trainers.filters.clear')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
