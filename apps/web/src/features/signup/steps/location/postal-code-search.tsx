import MyLocationIcon from '@mui/icons-material/MyLocation';
import { FormControl, IconButton, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import { useId } from 'react';
import { useText } from '../../../../lib/i18n/catalog';
import { signupText } from '../../i18n';

interface PostalCodeSearchProps {
  value: string;
  onChange: (digits: string) => void;
  onLocate: () => void;
}

/**
 * Digits only, five at most: the search itself starts once five digits are in.
 * Built from the input parts rather than TextField, which would pull Select and Modal into the first page's JS.
 */
export function PostalCodeSearch({ value, onChange, onLocate }: PostalCodeSearchProps) {
  const t = useText(signupText);
  const id = useId();
  return (
    <FormControl variant="outlined" sx={{ maxWidth: 360 }}>
      {/* Always shrunk, so that the 'Enter Postal Code' placeholder shows before the field is focused. */}
      <InputLabel htmlFor={id} shrink>
        {t('signup.location.postalCode')}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={t('signup.location.postalCode')}
        notched
        placeholder={t('signup.location.postalCodePlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 5))}
        autoComplete="postal-code"
        inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', maxLength: 5 }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton aria-label={t('signup.location.useMyLocation')} onClick={onLocate} edge="end">
              <MyLocationIcon />
            </IconButton>
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
