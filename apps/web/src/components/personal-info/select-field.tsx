import { MenuItem, type SxProps, TextField, type Theme } from '@mui/material';
import { type Control, useController } from 'react-hook-form';
import { useSharedText } from '../../lib/i18n/catalog';
import type { PersonalInfo } from '@gym/contracts/personal-info';

export interface SelectFieldProps {
  control: Control<PersonalInfo>;
  name: keyof PersonalInfo;
  label: string;
  autoComplete: string;
  options: readonly { value: string; label: string }[];
  sx?: SxProps<Theme>;
}

/** The specification's mobile select dropdown is at most 200 px high (mobile: 768 px wide or less). */
const MENU_MAX_HEIGHT = { xs: 200, md: 360 };

/** A select bound to the form; values are the options' values, the menu shows their labels. */
export function SelectField({ control, name, label, autoComplete, options, sx }: SelectFieldProps) {
  const shared = useSharedText();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      autoComplete={autoComplete}
      error={fieldState.invalid}
      // The schema's messages are contracts' English: shown in the language of the page.
      helperText={fieldState.error?.message ? shared(fieldState.error.message) : ' '}
      fullWidth
      sx={sx}
      slotProps={{
        // Required without the label's asterisk, as the text fields are.
        htmlInput: { required: true },
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } } } },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
