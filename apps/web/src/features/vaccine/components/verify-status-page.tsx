import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { VACCINE_MESSAGES } from '@gym/contracts/vaccine';

/**
 * /verify-status: where a visitor lands after an upload (?m=ready, section 2). Without it, the page says how to
 * upload.
 */
export function Component() {
  const [params] = useSearchParams();
  const ready = params.get('m') === 'ready';
  return (
    <Stack spacing={3} sx={{ maxWidth: 640, alignItems: 'flex-start' }}>
      <Typography variant="h1">{ready ? 'Vaccine status uploaded' : 'Vaccine status'}</Typography>
      <Typography>
        {ready
          ? VACCINE_MESSAGES.pendingReview
          : 'Upload a photo or a PDF of your vaccination record, and our staff will check it.'}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ready ? (
          <Button component={RouterLink} to="/login" variant="contained">
            Log in
          </Button>
        ) : (
          <Button component={RouterLink} to="/vaccine-status" variant="contained">
            Upload vaccine status
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="outlined">
          Home
        </Button>
      </Stack>
    </Stack>
  );
}
