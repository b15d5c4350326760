import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../../lib/i18n/catalog';
import { passwordsText } from '../i18n';
import { PasswordPageLayout } from './password-page-layout';

/** /create_success: reached after a password is set from an e-mailed link (section 2). */
export function Component() {
  const t = useText(passwordsText);
  return (
    <PasswordPageLayout title={t('passwords.created.title')}>
      <Typography>{t('passwords.created.text')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        {t('passwords.logIn')}
      </Button>
    </PasswordPageLayout>
  );
}
