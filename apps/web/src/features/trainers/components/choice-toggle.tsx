import { FormControl, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useId } from 'react';

/** One of two or three choices, as toggles big enough for a thumb; choosing the current one again keeps it. */
export function ChoiceToggle<V extends string | number>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        exclusive
        value={value}
        onChange={(_event, next: V | null) => {
          if (next !== null) onChange(next);
        }}
        size="small"
        color="primary"
      >
        {choices.map((choice) => (
          <ToggleButton
            key={choice.value}
            value={choice.value}
            sx={{ px: 2, textTransform: 'none', bgcolor: 'background.paper' }}
          >
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FormControl>
  );
}
