import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { VACCINE_MESSAGES } from '@gym/contracts/vaccine';
import { useSharedText, useText } from '../../../lib/i18n/catalog';
import { vaccineText } from '../i18n';

/**
 * /verify-status: where a visitor lands after an upload (?m=ready, section 2). Without it, the page says how to
 * upload.
 */
export function Component() {
  const t = useText(vaccineText);
  const shared = useSharedText();
  const [params] = useSearchParams();
  const ready = params.get('m') === 'ready';
  return (
    <Stack spacing={3} sx={{ maxWidth: 640, alignItems: 'flex-start' }}>
      <Typography variant="h1">{t(ready ? 'vaccine.verify.uploaded' : 'vaccine.verify.title')}</Typography>
      <Typography>{ready ? shared(VACCINE_MESSAGES.pendingReview) : t('vaccine.verify.howTo')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ready ? (
          <Button component={RouterLink} to="/login" variant="contained">
            {t('vaccine.verify.logIn')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/vaccine-status" variant="contained">
            {t('vaccine.verify.upload')}
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="outlined">
          {t('vaccine.verify.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
