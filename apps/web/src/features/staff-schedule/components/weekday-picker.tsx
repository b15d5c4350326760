import { FormControl, FormHelperText, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useId } from 'react';
import { WEEK_ORDER, weekdayShort } from '../lib/schedule-words';

/** The weekdays a series meets on, Monday first: toggles big enough for a thumb. */
export function WeekdayPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const labelId = useId();
  return (
    <FormControl error={error !== undefined}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, days: number[]) => onChange(days)}
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        {WEEK_ORDER.map((day) => (
          <ToggleButton key={day} value={day} sx={{ minWidth: 48 }}>
            {weekdayShort(day)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
