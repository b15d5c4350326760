import { Alert } from '@mui/material';
import { useSharedTemplates } from '../lib/shared-templates';

export function ReferralBanner({ name }: { name: string }) {
  const { referralBannerText } = useSharedTemplates();
  return (
    <Alert severity="success" icon={false} role="status">
      {referralBannerText(name)}
    </Alert>
  );
}
