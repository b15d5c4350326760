import { Alert } from '@mui/material';
import { REFERRAL_MESSAGES } from '@gym/contracts/referral';

export function ReferralBanner({ name }: { name: string }) {
  return (
    <Alert severity="success" icon={false} role="status">
      {REFERRAL_MESSAGES.banner(name)}
    </Alert>
  );
}
