import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../../lib/i18n/catalog';
import { RichText } from '../../../lib/i18n/rich-text';
import { passwordsText } from '../i18n';
import { NewPasswordForm } from './new-password-form';
import { NewPasswordRules } from './new-password-rules';
import { PasswordPageLayout } from './password-page-layout';

/**
 * /new_password?token=: the page both e-mailed links open (a reset link, and a new member's set-password link).
 * Without a token there is nothing to set a password with: the page says how to get a link.
 */
export function Component() {
  const t = useText(passwordsText);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <PasswordPageLayout title={t('passwords.new.title')}>
      {token ? (
        <>
          <NewPasswordRules />
          <NewPasswordForm token={token} onDone={() => navigate('/create_success', { replace: true })} />
        </>
      ) : (
        <Typography>
          <RichText
            catalog={passwordsText}
            id="passwords.new.noToken"
            components={{ 0: <Link component={RouterLink} to="/reset_password" /> }}
          />
        </Typography>
      )}
    </PasswordPageLayout>
  );
}
