import { Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { passwordsText } from '../i18n';
import type { RequestSuccessState } from './reset-password-page';
import { PasswordPageLayout } from './password-page-layout';

/** /request_success: reached after a reset request is sent (section 2). */
export function Component() {
  const t = useText(passwordsText);
  const { state } = useLocation() as { state: Partial<RequestSuccessState> | null };
  const to = state?.email;
  return (
    <PasswordPageLayout title={t('passwords.sent.title')}>
      <Typography>
        {to ? (
          <RichText
            catalog={passwordsText}
            id="passwords.sent.toAddress"
            values={{ email: to }}
            components={{ 0: <strong /> }}
          />
        ) : (
          t('passwords.sent.noAddress')
        )}
      </Typography>
      <Typography color="text.secondary">
        <RichText
          catalog={passwordsText}
          id="passwords.sent.help"
          components={{ 0: <Link component={RouterLink} to="/reset_password" /> }}
        />
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        {t('passwords.backToLogIn')}
      </Button>
    </PasswordPageLayout>
  );
}
