import { Typography } from '@mui/material';
import { useText } from '../../../lib/i18n/catalog';
import { passwordsText } from '../i18n';

/** The new-password rules (section 5) in words, above the fields, so that nobody learns them from refusals. */
export function NewPasswordRules() {
  const t = useText(passwordsText);
  return <Typography>{t('passwords.rules')}</Typography>;
}
