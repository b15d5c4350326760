import { Link, Stack, Typography } from '@mui/material';
import { MESSAGES } from '@gym/contracts/messages';
import { appConfig } from '../../lib/app-config';

export function ExpiredPage() {
  const { companySiteUrl, brandName } = appConfig();
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', py: 8 }}>
      <Typography variant="h1">{MESSAGES.sessionExpired}</Typography>
      <Link href={companySiteUrl}>Back to {brandName}</Link>
    </Stack>
  );
}
