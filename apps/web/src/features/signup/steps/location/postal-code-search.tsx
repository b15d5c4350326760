import MyLocationIcon from '@mui/icons-material/MyLocation';
import { IconButton, InputAdornment, TextField } from '@mui/material';

interface PostalCodeSearchProps {
  value: string;
  onChange: (digits: string) => void;
  onLocate: () => void;
}

/** Digits only, five at most: the search itself starts once five digits are in. */
export function PostalCodeSearch({ value, onChange, onLocate }: PostalCodeSearchProps) {
  return (
    <TextField
      label="Postal code"
      placeholder="Enter Postal Code"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 5))}
      autoComplete="postal-code"
      sx={{ maxWidth: 360 }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label="Use my location" onClick={onLocate} edge="end">
                <MyLocationIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
