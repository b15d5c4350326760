import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PRIVACY_RECORDS_KEPT_YEARS, PRIVACY_RESPONSE_DAYS } from '@gym/contracts/privacy';
import { DialogShell } from '../../../components/dialog-shell';
import { useText } from '../../../lib/i18n/catalog';
import { dateFormat } from '../../../lib/i18n/intl';
import { useDownloadMyData, usePrivacyRequest, useRequestDeletion } from '../api/privacy';
import { profileText } from '../i18n';

const day = (iso: string) => dateFormat({ dateStyle: 'long' }).format(new Date(iso));

/**
 * 'Your data and privacy' (CPRA, docs/decisions/0054): the member downloads their data as a zip, and asks for
 * their account's deletion after a dialog that says what is deleted and what the club keeps and why; then the
 * request's state, received and due.
 */
export function PrivacySection() {
  const t = useText(profileText);
  const [confirming, setConfirming] = useState(false);
  const request = usePrivacyRequest();
  const requestDeletion = useRequestDeletion();
  const download = useDownloadMyData();
  const open = request.data && !request.data.completedAt ? request.data : null;
  const cancel = () => {
    setConfirming(false);
    requestDeletion.reset();
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('profile.privacy.intro')}</Typography>
      <Link component={RouterLink} to="/privacy">
        {t('profile.privacy.notice')}
      </Link>
      {open ? (
        <Alert severity="info" sx={{ width: '100%' }}>
          {t('profile.privacy.requested', { received: day(open.receivedAt), due: day(open.dueAt) })}
        </Alert>
      ) : null}
      {download.isError ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {download.error.message}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" loading={download.isPending} onClick={() => download.mutate()}>
          {t('profile.privacy.download')}
        </Button>
        {open || request.isPending ? null : (
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {t('profile.privacy.delete')}
          </Button>
        )}
      </Stack>
      <DialogShell
        open={confirming}
        title={t('profile.privacy.confirmTitle')}
        description={t('profile.privacy.confirmText', { days: PRIVACY_RESPONSE_DAYS })}
        confirmLabel={t('profile.privacy.confirm')}
        danger
        busy={requestDeletion.isPending}
        error={requestDeletion.error?.message ?? null}
        onClose={cancel}
        onConfirm={() => requestDeletion.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        <Box component="ul" sx={{ my: 0, pl: 3 }}>
          <Typography component="li">{t('profile.privacy.deleted')}</Typography>
          <Typography component="li">{t('profile.privacy.kept', { years: PRIVACY_RECORDS_KEPT_YEARS })}</Typography>
          <Typography component="li">{t('profile.privacy.signOut')}</Typography>
        </Box>
      </DialogShell>
    </Stack>
  );
}
