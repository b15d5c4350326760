import { Box, TextField } from '@mui/material';
import { MaskedInput } from '../../../components/personal-info/masked-input';
import { BIRTHDAY_MASK, fromIsoDate } from '../../../components/personal-info/masks';
import type { VisitorIdentity } from '@gym/contracts/vaccine';

export type IdentityField = keyof VisitorIdentity;
export type IdentityErrors = Partial<Record<IdentityField, string>>;

export const EMPTY_IDENTITY: VisitorIdentity = { email: '', idCA: '', birthday: '' };

export interface VisitorIdentityFieldsProps {
  values: VisitorIdentity;
  errors: IdentityErrors;
  onChange: (field: IdentityField, value: string) => void;
}

/** A visitor who is not signed in says who they are: e-mail, member number and birthday (docs/decisions/0012). */
export function VisitorIdentityFields({ values, errors, onChange }: VisitorIdentityFieldsProps) {
  const field = (name: IdentityField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
    fullWidth: true,
    required: true,
  });
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <TextField {...field('email')} label="E-mail" type="email" autoComplete="email" />
      <TextField
        {...field('idCA')}
        label="Member number"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <TextField
        {...field('birthday')}
        label="Birthday"
        placeholder="mm/dd/yyyy"
        autoComplete="bday"
        slotProps={{
          htmlInput: { inputMode: 'numeric', mask: BIRTHDAY_MASK, prepare: fromIsoDate },
          input: { inputComponent: MaskedInput },
          inputLabel: { shrink: true },
        }}
      />
    </Box>
  );
}
