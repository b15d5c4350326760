import { Stack, TextField } from '@mui/material';

interface TimeSpanFieldsProps {
  opens: string;
  closes: string;
  onChange: (span: { opens: string; closes: string }) => void;
  /** The fields' names; a group around them names what they belong to (a weekday, the closure's day). */
  opensLabel: string;
  closesLabel: string;
  /** Why the span cannot be saved, under the closing time. */
  error?: string | null;
  disabled?: boolean;
}

/** From and to on the club's clock, with the browser's time inputs (a closing time of 00:00 is midnight). */
export function TimeSpanFields({
  opens,
  closes,
  onChange,
  opensLabel,
  closesLabel,
  error,
  disabled,
}: TimeSpanFieldsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        type="time"
        size="small"
        label={opensLabel}
        value={opens}
        onChange={(event) => onChange({ opens: event.target.value, closes })}
        disabled={disabled}
        required
        error={Boolean(error)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
        sx={{ width: 150 }}
      />
      <TextField
        type="time"
        size="small"
        label={closesLabel}
        value={closes}
        onChange={(event) => onChange({ opens, closes: event.target.value })}
        disabled={disabled}
        required
        error={Boolean(error)}
        helperText={error}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
        sx={{ width: 150 }}
      />
    </Stack>
  );
}
