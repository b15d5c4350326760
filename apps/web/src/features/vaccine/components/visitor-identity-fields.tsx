import { Box, TextField } from '@mui/material';
import { MaskedInput } from '../../../components/personal-info/masked-input';
import { BIRTHDAY_MASK, fromIsoDate } from '../../../components/personal-info/masks';
import type { VisitorIdentity } from '@gym/contracts/vaccine';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { vaccineText } from '../i18n';

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
  const t = useText(vaccineText);
  const shared = useSharedText();
  const field = (name: IdentityField) => {
    // The contract schema's messages (English), in the language of the page.
    const error = errors[name];
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
      error: Boolean(error),
      helperText: error ? shared(error) : ' ',
      fullWidth: true,
      required: true,
    };
  };
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
      <TextField {...field('email')} label={t('vaccine.identity.email')} type="email" autoComplete="email" />
      <TextField
        {...field('idCA')}
        label={t('vaccine.identity.memberNumber')}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <TextField
        {...field('birthday')}
        label={t('vaccine.identity.birthday')}
        placeholder={t('vaccine.identity.birthdayFormat')}
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
