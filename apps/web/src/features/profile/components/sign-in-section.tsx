import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useText } from '../../../lib/i18n/catalog';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { profileText } from '../i18n';

/** How the member signs in: changing the password, and ending every session at once (a lost phone). */
export function SignInSection() {
  const t = useText(profileText);
  const [confirming, setConfirming] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  const cancel = () => {
    setConfirming(false);
    signOutEverywhere.reset();
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('profile.signIn.intro')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/change_password" variant="outlined">
          {t('profile.signIn.changePassword')}
        </Button>
        <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
          {t('profile.signIn.signOutEverywhere')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('profile.signIn.confirmTitle')}
        text={t('profile.signIn.confirmText')}
        confirmLabel={t('profile.signIn.signOutEverywhere')}
        danger
        busy={signOutEverywhere.isPending}
        error={signOutEverywhere.error?.message ?? null}
        onCancel={cancel}
        onConfirm={() => signOutEverywhere.mutate()}
      />
    </Stack>
  );
}
