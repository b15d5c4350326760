import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const SIGN_OUT_EVERYWHERE_TEXT =
  'You will be signed out on every phone and computer, this one too, and your check-in code will be reset. ' +
  'You can sign in again with your password.';

/** How the member signs in: changing the password, and ending every session at once (a lost phone). */
export function SignInSection() {
  const [confirming, setConfirming] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  const cancel = () => {
    setConfirming(false);
    signOutEverywhere.reset();
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        Lost a phone, or signed in on a computer that is not yours? Sign out everywhere.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/change_password" variant="outlined">
          Change password
        </Button>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        text={SIGN_OUT_EVERYWHERE_TEXT}
        confirmLabel="Sign out everywhere"
        danger
        busy={signOutEverywhere.isPending}
        error={signOutEverywhere.error?.message ?? null}
        onCancel={cancel}
        onConfirm={() => signOutEverywhere.mutate()}
      />
    </Stack>
  );
}
