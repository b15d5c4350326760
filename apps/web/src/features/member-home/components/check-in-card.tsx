import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { CHECK_IN_CODE_MESSAGES, CHECK_IN_CODE_PERIOD_S } from '@gym/contracts/check-in-code';
import { useStoredCheckInSecret } from '../../../lib/check-in-secret-store';
import { useOnline } from '../../../lib/use-online';
import { useCheckInSecretQuery } from '../api/get-check-in-secret';
import { sharedText, useText } from '../../../lib/i18n/catalog';
import { memberHomeText } from '../i18n';
import { ResetCheckInCode } from './reset-check-in-code';
import { CodeLoading, RotatingCheckInCode } from '../../../components/check-in-code/rotating-check-in-code';

/** No secret on this device and none from the server: why, and a way to try again. */
function SecretUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useText(memberHomeText);
  const online = useOnline();
  return (
    <Stack spacing={1.5} role="alert" sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography>{sharedText(CHECK_IN_CODE_MESSAGES.secretLoadError)}</Typography>
      {!online && <Typography color="text.secondary">{t('member-home.checkIn.offline')}</Typography>}
      <Button variant="outlined" onClick={onRetry}>
        {t('member-home.checkIn.tryAgain')}
      </Button>
    </Stack>
  );
}

/**
 * The code the front desk scans: first on the home, so it is on screen without scrolling even at 360x640. It
 * needs nothing from the network but the secret, once: the scan code comes with the secret, and the device's
 * store keeps both, so the card rotates offline (issue 16 point 2).
 */
export function CheckInCard({ sfId }: { sfId: string }) {
  const t = useText(memberHomeText);
  const stored = useStoredCheckInSecret(sfId);
  const query = useCheckInSecretQuery(sfId);
  // The query's answer too, for a browser that refuses storage (the code then lasts as long as the page).
  const held = stored ?? query.data ?? null;
  const unavailable = query.isError || query.fetchStatus === 'paused';

  let body = <CodeLoading />;
  if (held) body = <RotatingCheckInCode scanCode={held.scanCode} secret={held.secret} />;
  else if (unavailable) body = <SecretUnavailable onRetry={() => void query.refetch()} />;

  return (
    <Card variant="outlined" component="section" aria-labelledby="check-in-heading">
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography id="check-in-heading" variant="h2" sx={{ alignSelf: 'flex-start' }}>
            {t('member-home.checkIn.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
            {t('member-home.checkIn.showAtDesk')}
          </Typography>
          {body}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('member-home.checkIn.changes', { seconds: CHECK_IN_CODE_PERIOD_S })}
          </Typography>
          <ResetCheckInCode sfId={sfId} />
        </Stack>
      </CardContent>
    </Card>
  );
}
