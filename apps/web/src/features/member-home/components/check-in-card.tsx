import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { CHECK_IN_CODE_MESSAGES, CHECK_IN_CODE_PERIOD_S } from '@gym/contracts/check-in-code';
import { useStoredCheckInSecret } from '../../../lib/check-in-secret-store';
import { useOnline } from '../../../lib/use-online';
import { useCheckInSecretQuery } from '../api/get-check-in-secret';
import { ResetCheckInCode } from './reset-check-in-code';
import { CodeLoading, RotatingCheckInCode } from '../../../components/check-in-code/rotating-check-in-code';

/** No secret on this device and none from the server: why, and a way to try again. */
function SecretUnavailable({ onRetry }: { onRetry: () => void }) {
  const online = useOnline();
  return (
    <Stack spacing={1.5} role="alert" sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography>{CHECK_IN_CODE_MESSAGES.secretLoadError}</Typography>
      {!online && (
        <Typography color="text.secondary">
          You are offline. Connect to the internet once on this device, and your code then works without it.
        </Typography>
      )}
      <Button variant="outlined" onClick={onRetry}>
        Try again
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
            Check-in code
          </Typography>
          <Typography color="text.secondary" sx={{ alignSelf: 'flex-start' }}>
            Show this code at the front desk when you arrive.
          </Typography>
          {body}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            The code changes every {CHECK_IN_CODE_PERIOD_S} seconds, so a screenshot of it will not work.
          </Typography>
          <ResetCheckInCode sfId={sfId} />
        </Stack>
      </CardContent>
    </Card>
  );
}
