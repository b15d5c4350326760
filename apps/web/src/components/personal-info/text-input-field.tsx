import { type SxProps, TextField, type Theme } from '@mui/material';
import type { HTMLAttributes } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useSharedText } from '../../lib/i18n/catalog';
import type { PersonalInfo } from '@gym/contracts/personal-info';
import { MaskedInput } from './masked-input';

export interface TextInputFieldProps {
  control: Control<PersonalInfo>;
  name: keyof PersonalInfo;
  label: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** An IMask pattern; the field then holds the masked text. */
  mask?: string;
  prepare?: (chunk: string) => string;
  /** Shown with the label kept raised, so that the expected format is visible before typing. */
  placeholder?: string;
  sx?: SxProps<Theme>;
}

/** A text field bound to the form: its message shows below it and is tied to it by aria-describedby. */
export function TextInputField(props: TextInputFieldProps) {
  const { control, name, label, autoComplete, inputMode, maxLength, mask, prepare, placeholder, sx } = props;
  const shared = useSharedText();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      placeholder={placeholder}
      autoComplete={autoComplete}
      error={fieldState.invalid}
      // A blank line while there is no message keeps the fields below from jumping when one appears.
      // The schema's messages are contracts' English: shown in the language of the page.
      helperText={fieldState.error?.message ? shared(fieldState.error.message) : ' '}
      fullWidth
      sx={sx}
      slotProps={{
        // Every field is required, so an asterisk on each label would say nothing: the input alone is marked.
        htmlInput: {
          required: true,
          inputMode,
          ...(maxLength ? { maxLength } : {}),
          ...(mask ? { mask, prepare } : {}),
        },
        ...(placeholder ? { inputLabel: { shrink: true } } : {}),
        ...(mask ? { input: { inputComponent: MaskedInput } } : {}),
      }}
    />
  );
}
