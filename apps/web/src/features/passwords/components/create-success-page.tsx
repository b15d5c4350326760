import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { PasswordPageLayout } from './password-page-layout';

/** /create_success: reached after a password is set from an e-mailed link (section 2). */
export function Component() {
  return (
    <PasswordPageLayout title="Your password is set">
      <Typography>You can now log in with your e-mail and your new password.</Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        Log in
      </Button>
    </PasswordPageLayout>
  );
}
