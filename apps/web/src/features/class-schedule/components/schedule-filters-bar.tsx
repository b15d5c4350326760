import BedtimeOutlinedIcon from '@mui/icons-material/BedtimeOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import WbSunnyOutlinedIcon from '@mui/icons-material/WbSunnyOutlined';
import WbTwilightOutlinedIcon from '@mui/icons-material/WbTwilightOutlined';
import { Box, Button, Chip, MenuItem, TextField } from '@mui/material';
import type { ReactElement } from 'react';
import { TIMES_OF_DAY, type TimeOfDay } from '@gym/contracts/classes';
import { useText } from '../../../lib/i18n/catalog';
import { classScheduleText } from '../i18n';
import { type FilterChoices, type ScheduleFilters, hasFilters } from '../lib/schedule-filters';

const TIME_TEXT = {
  morning: 'class-schedule.filters.time.morning',
  afternoon: 'class-schedule.filters.time.afternoon',
  evening: 'class-schedule.filters.time.evening',
} as const satisfies Record<TimeOfDay, string>;

const TIME_ICON: Record<TimeOfDay, ReactElement> = {
  morning: <WbSunnyOutlinedIcon />,
  afternoon: <WbTwilightOutlinedIcon />,
  evening: <BedtimeOutlinedIcon />,
};

interface ScheduleFiltersBarProps {
  choices: FilterChoices;
  filters: ScheduleFilters;
  onChange: <K extends keyof ScheduleFilters>(key: K, value: ScheduleFilters[K]) => void;
  onClear: () => void;
}

/**
 * The filters: class type and trainer as selects (the week's own, by name), the time of day as three chips, one
 * at a time, and 'Spots left' as a chip that toggles; 'Clear filters' once any is set. Two selects side by side and
 * the chips below on a phone, one row on a wide screen.
 */
export function ScheduleFiltersBar({ choices, filters, onChange, onClear }: ScheduleFiltersBarProps) {
  const t = useText(classScheduleText);
  const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Box
      role="group"
      aria-label={t('class-schedule.filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '220px 220px auto' },
      }}
    >
      <TextField
        select
        size="small"
        label={t('class-schedule.filters.classType')}
        value={filters.classType ?? ''}
        onChange={(event) => onChange('classType', event.target.value || null)}
        slotProps={selectProps}
        sx={{ bgcolor: 'background.paper' }}
      >
        <MenuItem value="">{t('class-schedule.filters.allClassTypes')}</MenuItem>
        {choices.classTypes.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('class-schedule.filters.trainer')}
        value={filters.trainer ?? ''}
        onChange={(event) => onChange('trainer', event.target.value || null)}
        slotProps={selectProps}
        sx={{ bgcolor: 'background.paper' }}
      >
        <MenuItem value="">{t('class-schedule.filters.allTrainers')}</MenuItem>
        {choices.trainers.map((trainer) => (
          <MenuItem key={trainer.id} value={trainer.id}>
            {trainer.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Box
          role="group"
          aria-label={t('class-schedule.filters.time')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {TIMES_OF_DAY.map((time) => {
            const on = filters.time === time;
            return (
              <Chip
                key={time}
                icon={TIME_ICON[time]}
                label={t(TIME_TEXT[time])}
                clickable
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                aria-pressed={on}
                onClick={() => onChange('time', on ? null : time)}
                sx={{ bgcolor: on ? undefined : 'background.paper' }}
              />
            );
          })}
        </Box>
        <Chip
          icon={<EventAvailableOutlinedIcon />}
          label={t('class-schedule.filters.spotsLeft')}
          clickable
          color={filters.spotsLeft ? 'primary' : 'default'}
          variant={filters.spotsLeft ? 'filled' : 'outlined'}
          aria-pressed={filters.spotsLeft}
          onClick={() => onChange('spotsLeft', !filters.spotsLeft)}
          sx={{ bgcolor: filters.spotsLeft ? undefined : 'background.paper' }}
        />
        {hasFilters(filters) && (
          <Button size="small" onClick={onClear} sx={{ ml: { md: 'auto' } }}>
            {t('class-schedule.filters.clear')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
