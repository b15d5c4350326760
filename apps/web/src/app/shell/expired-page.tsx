import { Link, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@gym/contracts/messages';
import { appConfig } from '../../lib/app-config';
import { useSharedText, useText } from '../../lib/i18n/catalog';
import { appText } from '../i18n';

export function ExpiredPage() {
  const t = useText(appText);
  const shared = useSharedText();
  const { companySiteUrl, brandName } = appConfig();
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8 }}>
      <Typography variant="h1">{shared(MESSAGES.sessionExpired)}</Typography>
      <Link href={companySiteUrl}>{t('app.expired.backTo', { brand: brandName })}</Link>
    </Stack>
  );
}
