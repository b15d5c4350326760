import { Link, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordForm } from './new-password-form';
import { NewPasswordRules } from './new-password-rules';
import { PasswordPageLayout } from './password-page-layout';

/**
 * /new_password?token=: the page both e-mailed links open (a reset link, and a new member's set-password link).
 * Without a token there is nothing to set a password with: the page says how to get a link.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token')?.trim() ?? '';
  return (
    <PasswordPageLayout title="Choose a new password">
      {token ? (
        <>
          <NewPasswordRules />
          <NewPasswordForm token={token} onDone={() => navigate('/create_success', { replace: true })} />
        </>
      ) : (
        <Typography>
          This page needs the link from your e-mail.{' '}
          <Link component={RouterLink} to="/reset_password">
            Ask for a new link
          </Link>
          .
        </Typography>
      )}
    </PasswordPageLayout>
  );
}
