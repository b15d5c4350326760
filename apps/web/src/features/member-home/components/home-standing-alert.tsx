import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BillingStandingAlert } from '../../../components/billing-standing/billing-standing-alert';
import { useBillingStanding } from '../api/get-billing-standing';

/** A past-due or suspended membership says why on the home, and leads to /billing to put it right. */
export function HomeStandingAlert() {
  return (
    <BillingStandingAlert
      standing={useBillingStanding().data}
      action={
        <Button component={RouterLink} to="/billing" color="inherit" variant="outlined" size="small">
          Go to billing
        </Button>
      }
    />
  );
}
