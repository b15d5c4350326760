import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { passwordsText } from '../i18n';

export interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoComplete: 'new-password' | 'current-password';
  autoFocus?: boolean;
}

/**
 * A password input bound to the form, with a show/hide button; its message shows below it, tied to it by
 * aria-describedby.
 */
export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const { control, name, label, autoComplete, autoFocus } = props;
  const t = useText(passwordsText);
  const shared = useSharedText();
  const { field, fieldState } = useController({ control, name });
  const [shown, setShown] = useState(false);
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      error={fieldState.invalid}
      // A blank line while there is no message keeps the fields below from jumping when one appears.
      helperText={fieldState.error?.message ? shared(fieldState.error.message) : ' '}
      required
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(shown ? 'passwords.field.hide' : 'passwords.field.show', { field: label.toLowerCase() })}
                onClick={() => setShown((value) => !value)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
