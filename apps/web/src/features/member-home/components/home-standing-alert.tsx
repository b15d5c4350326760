import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BillingStandingAlert } from '../../../components/billing-standing/billing-standing-alert';
import { useText } from '../../../lib/i18n/catalog';
import { useBillingStanding } from '../api/get-billing-standing';
import { memberHomeText } from '../i18n';

/** A past-due or suspended membership says why on the home, and leads to /billing to put it right. */
export function HomeStandingAlert() {
  const t = useText(memberHomeText);
  return (
    <BillingStandingAlert
      standing={useBillingStanding().data}
      action={
        <Button component={RouterLink} to="/billing" color="inherit" variant="outlined" size="small">
          {t('member-home.goToBilling')}
        </Button>
      }
    />
  );
}
