import { Button, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import type { RequestSuccessState } from './reset-password-page';
import { PasswordPageLayout } from './password-page-layout';

/** /request_success: reached after a reset request is sent (section 2). */
export function Component() {
  const { state } = useLocation() as { state: Partial<RequestSuccessState> | null };
  const to = state?.email;
  return (
    <PasswordPageLayout title="Check your e-mail">
      <Typography>
        We sent a link to choose a new password{to ? ' to ' : '.'}
        {to && <strong>{to}</strong>}
        {to && '.'} The link works once, for one hour.
      </Typography>
      <Typography color="text.secondary">
        Family members who share an e-mail each get their own link in the same message. No e-mail after a few minutes?
        Look in your spam folder, or{' '}
        <Link component={RouterLink} to="/reset_password">
          ask for another link
        </Link>
        .
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        Back to log in
      </Button>
    </PasswordPageLayout>
  );
}
