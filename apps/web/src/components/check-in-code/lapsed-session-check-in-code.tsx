import { Paper, Stack, Typography } from '@mui/material';
import { useStoredCheckInSecret } from '../../lib/check-in-secret-store';
import { useText } from '../../lib/i18n/catalog';
import { lapsedAccountOnDevice } from '../../lib/session';
import { componentsText } from '../i18n';
import { RotatingCheckInCode } from './rotating-check-in-code';

function StoredCode({ sfId }: { sfId: string }) {
  const t = useText(componentsText);
  const stored = useStoredCheckInSecret(sfId);
  if (!stored) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="lapsed-check-in-heading"
      sx={{ p: 2, width: '100%', maxWidth: 440 }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography id="lapsed-check-in-heading" variant="h2" sx={{ alignSelf: 'flex-start' }}>
          {t('components.checkInCode.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
          {t('components.checkInCode.lapsed')}
        </Typography>
        <RotatingCheckInCode scanCode={stored.scanCode} secret={stored.secret} />
      </Stack>
    </Paper>
  );
}

/**
 * On the login page: the check-in code of the member whose session lapsed on this device (lib/session.ts), so a
 * member in a basement with no signal gets in the morning after signing in. Nothing when the last session ended
 * with a logout, which clears the secret with the token.
 */
export function LapsedSessionCheckInCode() {
  const sfId = lapsedAccountOnDevice();
  return sfId ? <StoredCode sfId={sfId} /> : null;
}
